import { useState } from 'react';
import { ApiError, errorMessageText, fieldLabel } from '@bondkit/core';

/**
 * A server refusal spread over a form: `byField(keys…)` gives the message of the first of those payload
 * keys, to show next to its field; `rest` holds everything else (detail, non-field errors, and fields the
 * form has no place for, named by their human label through core's `fieldLabel`): never `snake_case: …`.
 */
export function useServerFieldErrors() {
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [placed, setPlaced] = useState<ReadonlySet<string>>(new Set());
  const [other, setOther] = useState<readonly string[]>([]);
  return {
    show(error: unknown, placeable: readonly string[] = []) {
      if (
        ApiError.isInstance(error) &&
        error.code === 'http_error' &&
        error.status >= 400 &&
        error.status < 500
      ) {
        setFieldErrors(error.fieldErrors);
        setPlaced(new Set(placeable));
        const lines: string[] = [];
        if (error.detail !== undefined) lines.push(error.detail);
        lines.push(...error.nonFieldErrors);
        for (const [key, message] of Object.entries(error.fieldErrors))
          if (!placeable.includes(key)) lines.push(`${fieldLabel(key)}: ${message}`);
        setOther(
          lines.length > 0 || Object.keys(error.fieldErrors).length > 0 ? lines : [errorMessageText(error)],
        );
        return;
      }
      setFieldErrors({});
      setPlaced(new Set());
      setOther([errorMessageText(error)]);
    },
    clear() {
      setFieldErrors({});
      setPlaced(new Set());
      setOther([]);
    },
    byField(...keys: string[]): string | null {
      for (const key of keys) if (placed.has(key) && fieldErrors[key] !== undefined) return fieldErrors[key];
      return null;
    },
    rest: other,
  };
}
