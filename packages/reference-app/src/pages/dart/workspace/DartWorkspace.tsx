// The docking library, measured for this workspace (gzip of the minified JS a bundler keeps, React external;
// 29 Nov 2026, esbuild): flexlayout-react 0.11.1 `Layout` + `Model` 50.1 kB (+ 4.2 kB light.css), with tabs,
// drag-to-move and dock, close, tabsets, splitters and a JSON model to save and restore; dockview 8.6.0 is a
// pure re-export of dockview-core (no React component: the React bindings would be ours to write over
// portals) and `createDockview` alone is 85.5 kB (+ 12.6 kB CSS); react-resizable-panels 4.24.0 is 16.2 kB
// but only splits (no tabs, no moving a panel, no close/restore): those would be hand-written, which the
// issue rules out. Floating panels are not needed. flexlayout-react is the smallest that does all of it.
import 'flexlayout-react/style/light.css';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Layout } from 'flexlayout-react';
import type { TabNode } from 'flexlayout-react';
import { isDartPanelName } from '../dartPanes';
import type { DartPanelName } from '../dartPanes';
import type { DartWorkspaceState } from './useDartWorkspace';

/** Below this width the workspace shows one panel at a time with a tab bar (a phone). */
const phoneQuery = '(max-width: 719px)';

function subscribePhone(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches;

/** One panel's frame: it scrolls inside itself, never the page. */
function PanelFrame({ name, children }: { name: DartPanelName; children: ReactNode }) {
  return (
    // Not a landmark of its own: the tab names the panel, and the content inside (My quotes, Orders) is the
    // region with its own heading.
    <div className="app-dart-panel" data-pane={name} id={`panel-${name.toLowerCase().replace(/\s+/g, '-')}`}>
      {children}
    </div>
  );
}

/**
 * The /dart docking workspace: every panel resizable, tabbed, movable by dragging its tab, closable and
 * restorable (the Panels menu), on FlexLayout. On a phone, one panel at a time under a tab bar.
 */
export function DartWorkspace({
  workspace,
  renderPanel,
}: {
  workspace: DartWorkspaceState;
  renderPanel: (name: DartPanelName) => ReactNode;
}) {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const factory = useCallback(
    (node: TabNode) => {
      const name = node.getComponent();
      if (!isDartPanelName(name)) return null;
      return <PanelFrame name={name}>{renderPanel(name)}</PanelFrame>;
    },
    [renderPanel],
  );
  return (
    <div className="app-dart__workspace" data-dart-density={workspace.density}>
      {phone ? (
        <PhoneWorkspace workspace={workspace} renderPanel={renderPanel} />
      ) : (
        <Layout
          model={workspace.model}
          factory={factory}
          onModelChange={workspace.onModelChange}
          // The overflow button's accessible name is FlexLayout's; a symbol, not a count, keeps what it shows
          // inside that name (axe: label-content-name-mismatch).
          icons={{ more: () => <span aria-hidden="true">⋯</span> }}
        />
      )}
    </div>
  );
}

function PhoneWorkspace({
  workspace,
  renderPanel,
}: {
  workspace: DartWorkspaceState;
  renderPanel: (name: DartPanelName) => ReactNode;
}) {
  const panels = workspace.openPanels;
  const [selected, setSelected] = useState<DartPanelName | undefined>(panels[0]);
  const current = selected !== undefined && panels.includes(selected) ? selected : panels[0];
  useEffect(() => {
    if (current !== selected) setSelected(current);
  }, [current, selected]);
  return (
    <div className="app-dart-phone">
      <div className="app-dart-phone__tabs" role="tablist" aria-label="Panels">
        {panels.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`phone-tab-${name.toLowerCase().replace(/\s+/g, '-')}`}
            aria-selected={name === current}
            aria-controls="phone-panel"
            tabIndex={name === current ? 0 : -1}
            onClick={() => setSelected(name)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (step === 0) return;
              const index = (panels.indexOf(name) + step + panels.length) % panels.length;
              const next = panels[index]!;
              setSelected(next);
              document.getElementById(`phone-tab-${next.toLowerCase().replace(/\s+/g, '-')}`)?.focus();
            }}
          >
            {name}
          </button>
        ))}
      </div>
      {current === undefined ? (
        <p className="app-notice">All panels are closed. Use “Panels” to restore one.</p>
      ) : (
        <div
          className="app-dart-phone__panel"
          id="phone-panel"
          role="tabpanel"
          aria-labelledby={`phone-tab-${current.toLowerCase().replace(/\s+/g, '-')}`}
        >
          <PanelFrame name={current}>{renderPanel(current)}</PanelFrame>
        </div>
      )}
    </div>
  );
}
