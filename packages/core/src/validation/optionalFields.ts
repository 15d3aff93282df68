import * as z from 'zod/mini';

/** `Fields` with each schema made optional: the shape `z.partial` would build. */
export type OptionalFields<Fields extends Record<string, z.core.SomeType>> = {
  [Key in keyof Fields]: z.ZodMiniOptional<Fields[Key]>;
};

/**
 * The fields of an object schema, each optional, for a partial update (`PATCH`) or a diff of terms.
 * Written out here instead of `z.partial`: with `z.extend` and `z.required` it was the only use of zod's
 * shape-cloning helpers in the client's reach, which cost every embed about 0.7 kB gzip in the zod chunk the
 * client's namespaces share (zod itself recommends spreading shapes over `z.extend`).
 */
export function optionalFields<Fields extends Record<string, z.core.SomeType>>(
  fields: Fields,
): OptionalFields<Fields> {
  const optional: Partial<OptionalFields<Fields>> = {};
  for (const key of Object.keys(fields) as (keyof Fields)[]) optional[key] = z.optional(fields[key]);
  // Every key of `fields` is set above.
  return optional as OptionalFields<Fields>;
}
