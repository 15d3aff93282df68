import type { AppConfiguration } from '@bondkit/core/validation';
import { createIntercomSupportWidget } from './intercomSupportWidget';
import type { SupportWidgetAdapter, SupportWidgetUpdate } from './supportWidget';
import { noSupportWidget } from './supportWidget';

/**
 * The support widget the deployment configured (`api/app-config/`): Intercom when it names a workspace,
 * none otherwise. The configuration is read on the first update, so no third-party script is even
 * considered before the app has rendered, and updates arriving meanwhile keep only the latest.
 */
export function createConfiguredSupportWidget(
  loadConfiguration: () => Promise<AppConfiguration>,
  createIntercom: typeof createIntercomSupportWidget = createIntercomSupportWidget,
): SupportWidgetAdapter {
  let adapter: SupportWidgetAdapter | undefined;
  let pending: SupportWidgetUpdate | undefined;
  let loading: Promise<void> | undefined;
  let stopped = false;

  return {
    update(details) {
      stopped = false;
      if (adapter !== undefined) return adapter.update(details);
      pending = details;
      loading ??= loadConfiguration().then((configuration) => {
        const widget = configuration.support_widget;
        adapter =
          widget?.provider === 'intercom' ? createIntercom({ appId: widget.app_id }) : noSupportWidget;
        if (!stopped && pending !== undefined) adapter.update(pending);
      });
    },
    shutdown() {
      stopped = true;
      adapter?.shutdown();
    },
  };
}
