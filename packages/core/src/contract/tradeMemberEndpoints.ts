import * as z from 'zod/mini';
import { roleSchema } from '../validation/roles';
import { idParametersSchema } from './commonSchemas';
import { defineEndpoint } from './endpoint';
import { tradeMemberHeads } from './tradeMemberHeads';

/** A member's new roles or status: at least one of the two. */
const memberUpdateSchema = z
  .strictObject({
    roles: z.optional(
      z.array(roleSchema).check(
        z.minLength(1, 'Choose at least one role.'),
        z.maxLength(7),
        z.refine((roles) => new Set(roles).size === roles.length, 'Each role may be listed once.'),
      ),
    ),
    status: z.optional(z.enum(['active', 'inactive'])),
  })
  .check(z.refine((body) => body.roles !== undefined || body.status !== undefined, 'Send roles or status.'));

/** The members of a firm (platform-shell 7): an ops admin changes them; trading users list them. */
export const tradeMemberEndpoints = {
  updateMember: defineEndpoint({
    ...tradeMemberHeads.updateMember,
    params: idParametersSchema,
    body: memberUpdateSchema,
    access: 'opsAdmin',
    tag: 'trade',
    summary: "Change a member's roles or status",
  }),
  listClientMembers: defineEndpoint({
    ...tradeMemberHeads.listClientMembers,
    params: idParametersSchema,
    access: 'trading',
    tag: 'trade',
    summary: "Active members of the caller's firm or of a client it manages",
  }),
};
