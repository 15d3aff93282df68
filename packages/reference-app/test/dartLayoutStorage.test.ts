import { describe, expect, it } from 'vitest';
import {
  dartLayoutStorageKey,
  defaultDartLayout,
  movePane,
  readDartLayout,
  writeDartLayout,
} from '../src/pages/dart/dartLayoutStorage';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the dart layout in local storage', () => {
  it('is the default when nothing is stored', () => {
    expect(readDartLayout(memoryStorage())).toEqual(defaultDartLayout);
  });

  it('remembers hidden and reordered panes', () => {
    const storage = memoryStorage();
    const layout = movePane(
      defaultDartLayout.map((pane) => (pane.name === 'Chat' ? { ...pane, visible: false } : pane)),
      'Public Runs',
      -1,
    );
    writeDartLayout(storage, layout);
    expect(readDartLayout(storage)).toEqual(layout);
    expect(readDartLayout(storage).map((pane) => pane.name)).toEqual([
      'Build Network',
      'Chat',
      'Ticketing',
      'Public Runs',
      'Private Runs',
      'RFQ Quotes',
    ]);
  });

  it("clears a stored layout that lacks the 'Build Network' pane", () => {
    const stale = JSON.stringify([
      { name: 'Chat', visible: false },
      { name: 'Public Runs', visible: true },
    ]);
    const storage = memoryStorage({ [dartLayoutStorageKey]: stale });
    expect(readDartLayout(storage)).toEqual(defaultDartLayout);
    expect(storage.getItem(dartLayoutStorageKey)).toBeNull();
  });

  it('clears a stored value that is not a layout', () => {
    const storage = memoryStorage({ [dartLayoutStorageKey]: '{not json' });
    expect(readDartLayout(storage)).toEqual(defaultDartLayout);
    expect(storage.getItem(dartLayoutStorageKey)).toBeNull();
  });

  it('appends panes missing from an older layout, shown', () => {
    const storage = memoryStorage({
      [dartLayoutStorageKey]: JSON.stringify([{ name: 'Build Network', visible: false }]),
    });
    const layout = readDartLayout(storage);
    expect(layout[0]).toEqual({ name: 'Build Network', visible: false });
    expect(layout).toHaveLength(6);
    expect(layout.slice(1).every((pane) => pane.visible)).toBe(true);
  });
});
