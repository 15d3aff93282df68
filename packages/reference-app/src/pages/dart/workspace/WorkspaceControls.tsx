import { dartLayoutPresetLabels, dartLayoutPresetNames } from './dartLayoutPresets';
import type { DartLayoutPresetName } from './dartLayoutPresets';
import type { DartWorkspaceState } from './useDartWorkspace';

/** The workspace's own tools: the preset, restoring closed panels, and the density. */
export function WorkspaceControls({ workspace }: { workspace: DartWorkspaceState }) {
  return (
    <>
      <label className="app-dart__control">
        <span>Layout</span>{' '}
        <select
          value={workspace.preset}
          onChange={(event) => workspace.applyPreset(event.target.value as DartLayoutPresetName)}
        >
          {dartLayoutPresetNames.map((name) => (
            <option key={name} value={name}>
              {dartLayoutPresetLabels[name]}
            </option>
          ))}
        </select>
      </label>
      <details className="app-menu app-layout-settings">
        <summary>
          Panels{workspace.closedPanels.length > 0 ? ` (${workspace.closedPanels.length} closed)` : ''}
        </summary>
        <div className="app-menu__panel" role="group" aria-label="Closed panels">
          {workspace.closedPanels.length === 0 ? (
            <p className="app-muted">Every panel is open. Close one with × on its tab.</p>
          ) : (
            <ul>
              {workspace.closedPanels.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="app-link-button"
                    onClick={() => workspace.restorePanel(name)}
                  >
                    Restore {name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="app-link-button"
            onClick={() => workspace.applyPreset(workspace.preset)}
          >
            Reset to the {dartLayoutPresetLabels[workspace.preset]} layout
          </button>
        </div>
      </details>
      <label className="app-checkbox app-dart__control">
        <input
          type="checkbox"
          checked={workspace.density === 'compact'}
          onChange={(event) => workspace.setDensity(event.target.checked ? 'compact' : 'comfortable')}
        />{' '}
        Compact rows
      </label>
    </>
  );
}
