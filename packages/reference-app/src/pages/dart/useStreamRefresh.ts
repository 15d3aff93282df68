import { useEffect, useState } from 'react';
import type { TradeStreamEventType } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';

/**
 * A number that grows on each trade-stream message of `types`: a key for data that must follow the stream
 * (a response arriving, a quote closing, an order created) without a reload.
 */
export function useStreamRefresh(types: readonly TradeStreamEventType[]): number {
  const { client } = useAppServices();
  const [key, setKey] = useState(0);
  const typesKey = types.join(',');
  useEffect(() => {
    const stops = typesKey
      .split(',')
      .map((type) => client.stream.on(type as TradeStreamEventType, () => setKey((value) => value + 1)));
    return () => stops.forEach((stop) => stop());
  }, [client, typesKey]);
  return key;
}
