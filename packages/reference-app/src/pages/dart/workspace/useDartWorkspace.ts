import { useCallback, useMemo, useState } from 'react';
import { Actions, DockLocation, Model } from 'flexlayout-react';
import type { Action } from 'flexlayout-react';
import { useAppServices } from '../../../app/AppServices';
import type { DartPanelName } from '../dartPanes';
import { dartPanelNames } from '../dartPanes';
import {
  closedPanelsOf,
  openPanelsOf,
  presetLayout,
  readDartLayout,
  writeDartLayout,
} from './dartLayoutStorage';
import type { DartLayout } from './dartLayoutStorage';
import type { DartLayoutPresetName } from './dartLayoutPresets';

/** Row spacing of every panel: comfortable for reading, compact for more rows on one screen. */
export type DartDensity = 'comfortable' | 'compact';

const densityKey = (userId: string | number) => `bondkit.dart.density.${userId}`;

/**
 * The docking workspace's state for one user: the FlexLayout model (saved on every change, per user, in
 * local storage), the presets, closing and restoring panels, and the density.
 */
export function useDartWorkspace(userId: string | number) {
  const { storage } = useAppServices();
  const [layout, setLayout] = useState<DartLayout>(() => readDartLayout(storage, userId));
  const [model, setModel] = useState(() => Model.fromJson(layout.model));
  const [density, setDensityState] = useState<DartDensity>(() =>
    storage?.getItem(densityKey(userId)) === 'compact' ? 'compact' : 'comfortable',
  );

  const save = useCallback(
    (next: DartLayout) => {
      setLayout(next);
      writeDartLayout(storage, userId, next);
    },
    [storage, userId],
  );

  /** Called by the Layout after every change (move, resize, close, select). */
  const onModelChange = useCallback(
    (changed: Model, _action?: Action) => {
      save({ preset: layout.preset, model: changed.toJson(), panels: dartPanelNames });
    },
    [layout.preset, save],
  );

  const applyPreset = useCallback(
    (preset: DartLayoutPresetName) => {
      const next = presetLayout(preset);
      setModel(Model.fromJson(next.model));
      save(next);
    },
    [save],
  );

  /** Opens a closed panel again, as a tab of the active panel group (or the first one), selected. */
  const restorePanel = useCallback(
    (name: DartPanelName) => {
      const target = model.getActiveTabset() ?? model.getFirstTabSet();
      if (target === undefined) {
        applyPreset(layout.preset);
        return;
      }
      model.doAction(
        Actions.addNode(
          { type: 'tab', id: name, name, component: name },
          target.getId(),
          DockLocation.CENTER,
          -1,
          true,
        ),
      );
    },
    [applyPreset, layout.preset, model],
  );

  /** Brings an open panel to the front (its tab selected), for the phone's tab bar and the shortcuts. */
  const selectPanel = useCallback(
    (name: DartPanelName) => {
      if (model.getNodeById(name) !== undefined) model.doAction(Actions.selectTab(name));
    },
    [model],
  );

  const setDensity = useCallback(
    (next: DartDensity) => {
      setDensityState(next);
      storage?.setItem(densityKey(userId), next);
    },
    [storage, userId],
  );

  const openPanels = useMemo(() => openPanelsOf(layout.model) ?? [], [layout.model]);
  const closedPanels = useMemo(() => closedPanelsOf(layout.model), [layout.model]);
  return {
    model,
    preset: layout.preset,
    openPanels,
    closedPanels,
    onModelChange,
    applyPreset,
    restorePanel,
    selectPanel,
    density,
    setDensity,
  };
}

export type DartWorkspaceState = ReturnType<typeof useDartWorkspace>;
