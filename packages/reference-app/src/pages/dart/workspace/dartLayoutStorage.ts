import type { IJsonModel } from 'flexlayout-react';
import { dartPanelNames, isDartPanelName } from '../dartPanes';
import type { DartPanelName } from '../dartPanes';
import { dartLayoutPresetNames, dartLayoutPresets } from './dartLayoutPresets';
import type { DartLayoutPresetName } from './dartLayoutPresets';

/** The layout a user works in: the preset it started from and the docking model as the user left it. */
export interface DartLayout {
  /** The preset last chosen; the model may have moved on from it (the user's own layout). */
  preset: DartLayoutPresetName;
  model: IJsonModel;
  /**
   * Every panel the layout knew when it was saved, open or closed. A layout saved before a panel existed
   * lacks it, which is how the spec's stale-layout rule is told apart from a panel the user closed.
   */
  panels: readonly DartPanelName[];
}

/** Where a user's layout is remembered: one key per user, so people sharing a browser keep their own. */
export function dartLayoutStorageKey(userId: number | string | null): string {
  return `bondkit.dart.layout.${userId ?? 'visitor'}`;
}

/**
 * The version of the presets a stored layout was made from. Bumped when a preset changes so much that layouts
 * saved from the old one must give way to it: 2, the Trading preset's wider Chat and Firm column (issue 32).
 * A stored layout of another version is replaced by its preset as it is now.
 */
export const dartLayoutVersion = 2;

/** The layout before this workspace (a list of panes shown or hidden): not readable as a docking model. */
const legacyStorageKey = 'bondkit.dart.layout';

export function presetLayout(preset: DartLayoutPresetName): DartLayout {
  return { preset, model: dartLayoutPresets[preset], panels: dartPanelNames };
}

/**
 * The panel tabs of a model, in layout order; null when a node is not one this workspace writes (rows, tabsets
 * and tabs of known panels, each once). Stored JSON is whatever an older build or a user left: checked field
 * by field.
 */
export function openPanelsOf(model: IJsonModel): DartPanelName[] | null {
  const found: DartPanelName[] = [];
  const visit = (node: unknown): boolean => {
    if (!isObject(node)) return false;
    const children: unknown = node.children;
    if (node.type === 'tabset') {
      if (children === undefined) return true;
      if (!Array.isArray(children)) return false;
      for (const tab of children) {
        if (!isObject(tab) || !isDartPanelName(tab.component) || found.includes(tab.component)) return false;
        found.push(tab.component);
      }
      return true;
    }
    if (node.type !== 'row' || !Array.isArray(children)) return false;
    return children.every((child) => visit(child));
  };
  return visit(model.layout) ? found : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The user's remembered layout, or the Trading preset. A stored layout that lacks the 'Build Network' pane
 * is stale and is removed from storage (trading-and-chat section 9), as is one that is not what this
 * module writes (an older build's, a hand-edited one); so is the pre-docking layout under the old key.
 */
export function readDartLayout(storage: Storage | null, userId: number | string | null): DartLayout {
  if (storage === null) return presetLayout('trading');
  storage.removeItem(legacyStorageKey);
  const key = dartLayoutStorageKey(userId);
  const raw = storage.getItem(key);
  if (raw === null) return presetLayout('trading');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const discard = () => {
    storage.removeItem(key);
    return presetLayout('trading');
  };
  if (!isObject(parsed) || !isObject(parsed.model) || !isObject(parsed.model.layout)) return discard();
  const panels = Array.isArray(parsed.panels) ? parsed.panels.filter(isDartPanelName) : [];
  if (!panels.includes('Build Network')) return discard();
  const preset = dartLayoutPresetNames.find((name) => name === parsed.preset) ?? 'trading';
  if (parsed.version !== dartLayoutVersion) {
    storage.removeItem(key);
    return presetLayout(preset);
  }
  const model = parsed.model as unknown as IJsonModel;
  if (openPanelsOf(model) === null) return discard();
  return {
    preset,
    model: { ...model, global: { ...model.global, ...dartLayoutPresets.trading.global } },
    panels,
  };
}

export function writeDartLayout(
  storage: Storage | null,
  userId: number | string | null,
  layout: DartLayout,
): void {
  storage?.setItem(dartLayoutStorageKey(userId), JSON.stringify({ ...layout, version: dartLayoutVersion }));
}

/** The panels a layout has closed: the ones a user may restore. */
export function closedPanelsOf(model: IJsonModel): DartPanelName[] {
  const open = openPanelsOf(model) ?? [];
  return dartPanelNames.filter((name) => !open.includes(name));
}
