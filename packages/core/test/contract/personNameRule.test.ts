import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/contract/endpoints';

// Every door that takes a person's name holds it to one rule (letters and spaces, `nameSchema`): registration,
// profile, onboarding, contact, and the invitation too, which took any text up to 100 characters.

const personNameFields = new Set(['first_name', 'last_name', 'contact_name']);

interface SchemaDefinition {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  element?: z.ZodMiniType;
}

/** Every person-name field inside a body schema, with where it is. */
function personNameSchemas(schema: z.ZodMiniType, path: string, found: [string, z.ZodMiniType][]): void {
  const definition = (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
  if (definition.shape !== undefined) {
    for (const [key, field] of Object.entries(definition.shape)) {
      if (personNameFields.has(key)) found.push([`${path}.${key}`, field]);
      personNameSchemas(field, `${path}.${key}`, found);
    }
  }
  for (const inner of [
    definition.innerType,
    definition.in,
    definition.element,
    ...(definition.options ?? []),
  ])
    if (inner !== undefined) personNameSchemas(inner, path, found);
}

const doors: [string, z.ZodMiniType][] = [];
for (const [name, endpoint] of Object.entries(endpoints)) {
  const body = (endpoint as { body?: z.ZodMiniType }).body;
  if (body !== undefined) personNameSchemas(body, name, doors);
}

describe('one name rule at every door', () => {
  it('finds the doors, the invitation among them', () => {
    expect(doors.map(([where]) => where)).toEqual(
      expect.arrayContaining(['inviteUser.first_name', 'inviteUser.last_name']),
    );
  });

  it.each(doors)('%s takes letters and spaces, and refuses markup and digits', (_where, schema) => {
    expect(z.safeParse(schema, 'Ananya Iyer').success).toBe(true);
    expect(z.safeParse(schema, '<img src=x onerror=alert(1)>').success).toBe(false);
    expect(z.safeParse(schema, 'Agent 007').success).toBe(false);
    expect(z.safeParse(schema, 'A'.repeat(101)).success).toBe(false);
  });
});
