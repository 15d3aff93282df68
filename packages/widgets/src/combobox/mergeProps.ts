import type { Ref, RefCallback, SyntheticEvent } from 'react';

/** A caller's handler runs first; calling `event.preventDefault()`-like opt-outs is the caller's business. */
type Handler = (event: SyntheticEvent) => void;

/** One ref callback that feeds every given ref (callback or object refs; undefined and null are skipped). */
function mergeRefs<Element>(...refs: ReadonlyArray<Ref<Element> | undefined>): RefCallback<Element> {
  return (element) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref !== null && ref !== undefined) (ref as { current: Element | null }).current = element;
    }
  };
}

/**
 * The hook's props with the caller's merged in, as Downshift's prop getters do: each `on*` handler the caller
 * passes runs before the hook's, and the hook's is skipped when the caller's handler set
 * `event.nativeEvent.preventBondkitDefault = true`; `ref`s are combined; other caller props win.
 */
export function mergeProps<Own extends object, User extends object>(own: Own, user: User): Own & User {
  const merged: Record<string, unknown> = { ...(own as Record<string, unknown>) };
  for (const [key, value] of Object.entries(user)) {
    const ownValue = (own as Record<string, unknown>)[key];
    if (key === 'ref') {
      merged.ref = mergeRefs(ownValue as Ref<unknown>, value as Ref<unknown>);
    } else if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof ownValue === 'function') {
      merged[key] = (event: SyntheticEvent) => {
        (value as Handler)(event);
        const nativeEvent = (event as { nativeEvent?: { preventBondkitDefault?: boolean } } | undefined)
          ?.nativeEvent;
        if (nativeEvent?.preventBondkitDefault === true) return;
        (ownValue as Handler)(event);
      };
    } else if (value !== undefined) {
      merged[key] = value;
    }
  }
  return merged as Own & User;
}
