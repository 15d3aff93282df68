import { createContext, useContext } from 'react';
import type { BondClient } from '@bondkit/core';
import type { SupportWidgetAdapter } from '../support/supportWidget';

/** What the app's shell is made with; tests pass fakes. */
export interface AppServices {
  /** The platform client (the app owns it: mounts it and disposes it). */
  client: BondClient;
  /** The support widget adapter. Default: none (`noSupportWidget`). */
  supportWidget: SupportWidgetAdapter;
  /** Reloads the page when a new build is out. Default: `window.location.reload()`. */
  reload: () => void;
  /** Local storage for the dart layout and UTM capture. Default: `window.localStorage`. */
  storage: Storage | null;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws outside the shell, which would be a wiring mistake. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (services === null)
    throw new Error('useAppServices must be used inside <AppRoot> (see createAppRoutes).');
  return services;
}
