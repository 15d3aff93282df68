import { useMemo } from 'react';
import { createMindClient, type MindClient } from '@bondkit/core/mind';
import { useAppServices } from '../../app/AppServices';

/** The MIND client of the app's BondClient (on its `mindApiBase`). */
export function useMindClient(): MindClient {
  const { client } = useAppServices();
  return useMemo(() => createMindClient(client), [client]);
}
