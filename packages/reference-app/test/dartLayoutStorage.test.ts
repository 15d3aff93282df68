import { describe, expect, it } from 'vitest';
import {
  closedPanelsOf,
  dartLayoutStorageKey,
  dartLayoutVersion,
  openPanelsOf,
  presetLayout,
  readDartLayout,
  writeDartLayout,
} from '../src/pages/dart/workspace/dartLayoutStorage';
import { dartLayoutPresets } from '../src/pages/dart/workspace/dartLayoutPresets';
import { dartPanelNames } from '../src/pages/dart/dartPanes';

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

describe('the dart workspace layout in local storage', () => {
  it('is the Trading preset when nothing is stored', () => {
    expect(readDartLayout(memoryStorage(), 7)).toEqual(presetLayout('trading'));
  });

  it('replaces a layout saved from an older version of the presets by its preset as it is now', () => {
    const key = dartLayoutStorageKey(7);
    const old = { ...presetLayout('compact'), model: dartLayoutPresets.trading };
    const storage = memoryStorage({ [key]: JSON.stringify(old) });
    expect(readDartLayout(storage, 7)).toEqual(presetLayout('compact'));
    expect(storage.getItem(key)).toBeNull();
    writeDartLayout(storage, 7, old);
    expect(JSON.parse(storage.getItem(key)!)).toMatchObject({ version: dartLayoutVersion });
    expect(readDartLayout(storage, 7)).toEqual(old);
  });

  it('every preset holds every panel once', () => {
    for (const model of Object.values(dartLayoutPresets)) {
      expect([...(openPanelsOf(model) ?? [])].sort()).toEqual([...dartPanelNames].sort());
    }
  });

  it("remembers each user's own layout, a closed panel staying closed", () => {
    const storage = memoryStorage();
    const sales = presetLayout('sales');
    const layout = sales.model.layout;
    const withoutOrders = {
      ...sales,
      model: {
        ...sales.model,
        layout: {
          ...layout,
          children: (layout.children ?? []).map((child) =>
            child.type === 'row'
              ? {
                  ...child,
                  children: (child.children ?? []).filter(
                    (node) => JSON.stringify(node).indexOf('"Orders"') < 0,
                  ),
                }
              : child,
          ),
        },
      },
    };
    writeDartLayout(storage, 7, withoutOrders);
    const read = readDartLayout(storage, 7);
    expect(read.preset).toBe('sales');
    expect(closedPanelsOf(read.model)).toEqual(['Orders']);
    // Another user of the same browser keeps the default.
    expect(readDartLayout(storage, 8)).toEqual(presetLayout('trading'));
  });

  it("discards a stored layout that lacks the 'Build Network' pane (spec section 9)", () => {
    const stale = {
      ...presetLayout('compact'),
      panels: dartPanelNames.filter((name) => name !== 'Build Network'),
    };
    const storage = memoryStorage({ [dartLayoutStorageKey(7)]: JSON.stringify(stale) });
    expect(readDartLayout(storage, 7)).toEqual(presetLayout('trading'));
    expect(storage.getItem(dartLayoutStorageKey(7))).toBeNull();
  });

  it('keeps a layout whose Build Network panel the user closed', () => {
    const trading = presetLayout('trading');
    const closed = JSON.parse(
      JSON.stringify(trading.model).replace(
        /,\{"type":"tab","id":"Build Network","name":"Build Network","component":"Build Network"\}/,
        '',
      ),
    );
    const storage = memoryStorage();
    writeDartLayout(storage, 7, { ...trading, model: closed });
    expect(closedPanelsOf(readDartLayout(storage, 7).model)).toEqual(['Build Network']);
  });

  it('discards what it did not write: unreadable JSON, unknown panels, the pre-docking list', () => {
    const unknownPanel = JSON.stringify(presetLayout('trading')).replace(
      '"component":"Chat"',
      '"component":"Casino"',
    );
    for (const raw of ['{', '[]', unknownPanel]) {
      const storage = memoryStorage({ [dartLayoutStorageKey(7)]: raw });
      expect(readDartLayout(storage, 7)).toEqual(presetLayout('trading'));
      expect(storage.getItem(dartLayoutStorageKey(7))).toBeNull();
    }
    const legacy = memoryStorage({ 'bondkit.dart.layout': '[{"name":"Chat","visible":true}]' });
    readDartLayout(legacy, 7);
    expect(legacy.getItem('bondkit.dart.layout')).toBeNull();
  });
});
