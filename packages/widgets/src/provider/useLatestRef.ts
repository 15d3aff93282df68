import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

// useLayoutEffect warns during server rendering; there is nothing to update there anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A ref that always holds the latest `value`, so that callbacks passed as props can change every render
 * without re-subscribing anything (react-stripe-js holds its event handlers this way).
 */
export function useLatestRef<Value>(value: Value): RefObject<Value> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
