import type { SessionUser } from '@bondkit/core';

/** What the support widget is told after each route change. */
export interface SupportWidgetUpdate {
  /** The new path (without query). */
  path: string;
  /** The signed-in user, or null for visitors. */
  user: SessionUser | null;
}

/**
 * The third-party chat-support widget, behind an adapter so a deployment plugs in its provider (Intercom
 * and the like) and the default loads no third-party script at all.
 */
export interface SupportWidgetAdapter {
  /** Called 250 ms after each route change (platform-shell section 9). */
  update(details: SupportWidgetUpdate): void;
  /** Called when the app unmounts. */
  shutdown(): void;
}

/** The default adapter: no widget, nothing loaded. */
export const noSupportWidget: SupportWidgetAdapter = {
  update: () => undefined,
  shutdown: () => undefined,
};

/** The spec's delay between a route change and the widget's update. */
export const supportWidgetUpdateDelayMs = 250;
