import { useEffect, useState } from 'react';

/** Data that reloads in place: the last answer stays on screen while the next one loads. */
export type LiveData<Value> =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: Value }
  | { status: 'error'; data: null; error: unknown };

/**
 * Runs `load` whenever `key` changes. Unlike a first load, a reload keeps the previous answer (a list that
 * blinks to 'Loading…' on every stream message cannot be read or clicked); an answer for an older key is
 * dropped. A failed reload keeps the last good answer.
 */
export function useLiveData<Value>(key: string, load: () => Promise<Value>): LiveData<Value> {
  const [state, setState] = useState<LiveData<Value>>({ status: 'loading', data: null });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState((previous) =>
          previous.status === 'ready' ? previous : { status: 'error', data: null, error },
        ),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` names everything it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
