import { useEffect, useState } from 'react';
import type { ClientEoiList } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useLiveData, type LiveData } from '../dart/useLiveData';

/** How often an open page asks again for its broker's quotes (the trade stream is a trading desk's). */
const clientEoiRefreshMs = 10_000;

/**
 * The signed-in client's EOIs and broker, read again every {@link clientEoiRefreshMs} while the page is
 * visible (a quote the broker sends shows without a reload) and at once after `reload()`.
 */
export function useClientEois(): { eois: LiveData<ClientEoiList>; reload: () => void } {
  const { client } = useAppServices();
  const [key, setKey] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setKey((value) => value + 1);
    }, clientEoiRefreshMs);
    return () => clearInterval(timer);
  }, []);
  const eois = useLiveData(`client-eois:${key}`, () => client.trade.listClientEois());
  return { eois, reload: () => setKey((value) => value + 1) };
}
