import { useEffect, useLayoutEffect } from 'react';

/** `useLayoutEffect` in the browser; `useEffect` during server rendering, where it would warn and do nothing. */
export const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
