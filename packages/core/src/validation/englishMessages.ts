import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Makes zod's own messages ('Invalid option: expected one of …', 'Too small: expected number to be >0')
 * English, as classic zod does on its first schema. zod/mini sets no locale, so without this a field
 * error the spec leaves to zod would read 'Invalid input'. A locale the application configured first
 * is kept. Called at the top of the modules every payload schema imports (a side-effect-only import
 * would be dropped by bundlers, the package being `sideEffects: false`). `en` is imported by name: esbuild
 * keeps every locale of `z.locales` (about 39 kB gzip) when it is reached through the namespace.
 */
export function registerEnglishZodMessages(): void {
  if (z.config().localeError === undefined) z.config(en());
}
