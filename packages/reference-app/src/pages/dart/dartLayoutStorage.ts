import { dartPaneNames } from './dartPanes';
import type { DartPaneName } from './dartPanes';

/** Where the workspace layout is remembered. */
export const dartLayoutStorageKey = 'bondkit.dart.layout';

interface DartPaneSetting {
  name: DartPaneName;
  visible: boolean;
}

/** Every pane, in order, shown or hidden. */
export type DartLayout = readonly DartPaneSetting[];

export const defaultDartLayout: DartLayout = dartPaneNames.map((name) => ({ name, visible: true }));

function isPaneName(value: unknown): value is DartPaneName {
  return typeof value === 'string' && (dartPaneNames as readonly string[]).includes(value);
}

/**
 * The remembered layout, or the default. A stored layout that lacks the 'Build Network' pane is stale
 * (from before the pane existed) and is removed from storage (trading-and-chat section 9); so is one that
 * is not the JSON this module writes. Panes added since it was saved are appended, shown.
 */
export function readDartLayout(storage: Storage | null): DartLayout {
  if (storage === null) return defaultDartLayout;
  const raw = storage.getItem(dartLayoutStorageKey);
  if (raw === null) return defaultDartLayout;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  // Stored JSON is whatever an older build (or a user) left there: each item is checked field by field.
  const items: readonly unknown[] = Array.isArray(parsed) ? parsed : [];
  const settings = items.filter(
    (item): item is DartPaneSetting =>
      typeof item === 'object' &&
      item !== null &&
      'name' in item &&
      isPaneName(item.name) &&
      'visible' in item &&
      typeof item.visible === 'boolean',
  );
  if (!settings.some((setting) => setting.name === 'Build Network')) {
    storage.removeItem(dartLayoutStorageKey);
    return defaultDartLayout;
  }
  const seen = new Set<DartPaneName>();
  const unique = settings.filter((setting) => !seen.has(setting.name) && seen.add(setting.name));
  const missing = dartPaneNames.filter((name) => !seen.has(name)).map((name) => ({ name, visible: true }));
  return [...unique.map(({ name, visible }) => ({ name, visible })), ...missing];
}

export function writeDartLayout(storage: Storage | null, layout: DartLayout): void {
  storage?.setItem(dartLayoutStorageKey, JSON.stringify(layout));
}

/** Moves pane `name` one place up (-1) or down (+1). */
export function movePane(layout: DartLayout, name: DartPaneName, step: -1 | 1): DartLayout {
  const index = layout.findIndex((setting) => setting.name === name);
  const target = index + step;
  if (index < 0 || target < 0 || target >= layout.length) return layout;
  const next = [...layout];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}
