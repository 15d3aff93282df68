import { useEffect, useRef } from 'react';
import type { SessionUser } from '@bondkit/core';
import { supportWidgetUpdateDelayMs } from './supportWidget';
import type { SupportWidgetAdapter } from './supportWidget';

/**
 * Tells the support widget about each route change, 250 ms after it (the widget reads the page once the
 * new route has rendered). A change within the delay replaces the pending update.
 */
export function useSupportWidget(
  adapter: SupportWidgetAdapter,
  path: string,
  user: SessionUser | null,
): void {
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    const timer = setTimeout(
      () => adapter.update({ path, user: userRef.current }),
      supportWidgetUpdateDelayMs,
    );
    return () => clearTimeout(timer);
  }, [adapter, path]);
  useEffect(() => () => adapter.shutdown(), [adapter]);
}
