import { useEffect, useState } from 'react';
import type { BondClient } from '@bondkit/core';
import type { AppConfiguration } from '@bondkit/core/validation';

/** What the app runs with when the server has no configuration to give (or does not answer in time). */
const defaultAppConfiguration: AppConfiguration = { support_widget: null, route_rules: [] };

/** How long the first page waits for the configuration before it renders without route rules. */
const appConfigurationWaitMs = 1_500;

const loaded = new WeakMap<BondClient, Promise<AppConfiguration>>();

/**
 * The deployment's run-time configuration (`GET api/app-config/`), fetched once per client and shared
 * by the route rules and the support widget. A failure is not the user's problem: the app runs with
 * the defaults (no rules, no widget).
 */
export function loadAppConfiguration(client: BondClient): Promise<AppConfiguration> {
  let configuration = loaded.get(client);
  if (configuration === undefined) {
    configuration = client.platform.appConfiguration().catch(() => defaultAppConfiguration);
    loaded.set(client, configuration);
  }
  return configuration;
}

/** The configuration once known: null while it loads, the defaults after `appConfigurationWaitMs`. */
export function useAppConfiguration(client: BondClient): AppConfiguration | null {
  const [configuration, setConfiguration] = useState<AppConfiguration | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (current) setConfiguration((known) => known ?? defaultAppConfiguration);
    }, appConfigurationWaitMs);
    void loadAppConfiguration(client).then((answer) => {
      if (current) setConfiguration(answer);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client]);
  return configuration;
}
