import type { SessionUser } from '@bondkit/core';
import type { SupportWidgetAdapter, SupportWidgetUpdate } from './supportWidget';

/** The Intercom Messenger's command function, as its script defines it on `window.Intercom`. */
type IntercomCommand = (command: string, settings?: Record<string, unknown>) => void;

/** A window the Messenger can be loaded into (the page's, or a test's). */
export type IntercomWindow = Window & { Intercom?: IntercomCommand & { q?: unknown[][] } };

/** Options of {@link createIntercomSupportWidget}. */
export interface IntercomSupportWidgetOptions {
  /** The Intercom workspace ("app") id, from the server's `api/app-config/` (`INTERCOM_APP_ID`). */
  appId: string;
  /** Where the Messenger script is loaded from. Default `https://widget.intercom.io/widget/{appId}`. */
  scriptUrl?: string | undefined;
  /** The window to load it into. Default: the page's `window`. */
  window?: IntercomWindow | undefined;
}

/** The Messenger's identity settings for a user, or an anonymous visitor's. */
function identityOf(appId: string, user: SessionUser | null): Record<string, unknown> {
  if (user === null) return { app_id: appId };
  return {
    app_id: appId,
    user_id: user.user_info.unique_id,
    email: user.user_info.email,
    name: `${user.user_info.first_name} ${user.user_info.last_name}`.trim(),
    company: { company_id: String(user.id), name: user.name },
  };
}

/**
 * The Intercom Messenger as the support widget, the way Intercom's own install snippet does it: a
 * queueing `window.Intercom` until the script loads (the script replays the queue), `boot` with the
 * signed-in user (or anonymously), `update` on each route change so the Messenger sees the new page,
 * and `shutdown` then a fresh `boot` when the user signs out or another signs in, so one user's
 * conversations never show to the next.
 */
export function createIntercomSupportWidget(options: IntercomSupportWidgetOptions): SupportWidgetAdapter {
  const target: IntercomWindow = options.window ?? window;
  const scriptUrl =
    options.scriptUrl ?? `https://widget.intercom.io/widget/${encodeURIComponent(options.appId)}`;
  let bootedAs: string | null | undefined;

  function intercom(command: string, settings?: Record<string, unknown>): void {
    if (typeof target.Intercom !== 'function') {
      const queue: unknown[][] = [];
      const stub = ((...args: unknown[]) => void queue.push(args)) as IntercomCommand & { q?: unknown[][] };
      stub.q = queue;
      target.Intercom = stub;
      const script = target.document.createElement('script');
      script.async = true;
      script.src = scriptUrl;
      target.document.head.append(script);
    }
    if (settings === undefined) target.Intercom(command);
    else target.Intercom(command, settings);
  }

  return {
    update({ user }: SupportWidgetUpdate) {
      const identity = user === null ? null : user.user_info.unique_id;
      if (bootedAs === undefined) {
        intercom('boot', identityOf(options.appId, user));
      } else if (bootedAs !== identity) {
        intercom('shutdown');
        intercom('boot', identityOf(options.appId, user));
      } else {
        intercom('update', { last_request_at: Math.floor(Date.now() / 1000) });
      }
      bootedAs = identity;
    },
    shutdown() {
      if (bootedAs === undefined) return;
      intercom('shutdown');
      bootedAs = undefined;
    },
  };
}
