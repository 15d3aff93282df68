import { defaultDartLayout, movePane } from './dartLayoutStorage';
import type { DartLayout } from './dartLayoutStorage';

/** Show, hide and reorder the panes; remembered on this device. */
export function LayoutSettings({
  layout,
  onChange,
}: {
  layout: DartLayout;
  onChange: (layout: DartLayout) => void;
}) {
  return (
    <details className="app-menu app-layout-settings">
      <summary>Panes</summary>
      <div className="app-menu__panel" role="group" aria-label="Workspace panes">
        <ul>
          {layout.map((setting, index) => (
            <li key={setting.name}>
              <label className="app-checkbox">
                <input
                  type="checkbox"
                  checked={setting.visible}
                  onChange={(event) =>
                    onChange(
                      layout.map((item) =>
                        item.name === setting.name ? { ...item, visible: event.target.checked } : item,
                      ),
                    )
                  }
                />{' '}
                {setting.name}
              </label>
              <span className="app-layout-settings__move">
                <button
                  type="button"
                  aria-label={`Move ${setting.name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(movePane(layout, setting.name, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${setting.name} down`}
                  disabled={index === layout.length - 1}
                  onClick={() => onChange(movePane(layout, setting.name, 1))}
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ul>
        <button type="button" className="app-link-button" onClick={() => onChange(defaultDartLayout)}>
          Reset layout
        </button>
      </div>
    </details>
  );
}
