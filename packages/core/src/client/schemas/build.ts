import * as z from 'zod/mini';

/** `/version.json` and `builds/latest.json` on the app's origin: `{ "version": "<build id>" }`. */
export const buildVersionSchema = z.looseObject({ version: z.string().check(z.minLength(1)) });
export type BuildVersion = z.infer<typeof buildVersionSchema>;
