import { useEffect, useState } from 'react';

export type AsyncData<Value> =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: Value }
  | { status: 'error'; data: null; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps the latest answer; an answer for an older key is dropped.
 * `key` is a string so callers say exactly what the data depends on.
 */
export function useAsyncData<Value>(key: string, load: () => Promise<Value>): AsyncData<Value> {
  const [state, setState] = useState<{ key: string; value: AsyncData<Value> }>({
    key,
    value: { status: 'loading', data: null },
  });
  useEffect(() => {
    let current = true;
    setState({ key, value: { status: 'loading', data: null } });
    load().then(
      (data) => current && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, value: { status: 'error', data: null, error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure each render; `key` names everything it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading', data: null };
}
