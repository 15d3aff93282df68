import { and, eq, ne } from 'drizzle-orm';
import type { accountEndpoints, EndpointRequestParts } from '@bondkit/core/contract';
import { consumeVerifiedOtp, normalizeMobile } from '../auth/oneTimePasswords';
import type { Db } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';

/** The details a user may change of their own (`PUT api/client/user/`), as parsed. */
type UserDetailsChanges = EndpointRequestParts<typeof accountEndpoints.updateUser>['body'];

/** How long a verified `update_profile` OTP proves a new mobile number. */
const mobileProofMilliseconds = 30 * 60 * 1000;

/**
 * Changes a user's own details. A new mobile number must be no other user's, and proven with an
 * `update_profile` OTP verified in the last 30 minutes (the proof is used up).
 */
export async function updateUserDetails(
  db: Db,
  user: typeof users.$inferSelect,
  changes: UserDetailsChanges,
  now: Date,
): Promise<typeof users.$inferSelect> {
  const mobile = changes.mobile === undefined ? undefined : normalizeMobile(changes.mobile);
  return db.transaction(async (transaction) => {
    if (mobile !== undefined && mobile !== user.mobile) {
      const [taken] = await transaction
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobile, mobile), ne(users.id, user.id)));
      if (taken) throw ApiProblem.conflict('mobile', 'A user with this mobile number already exists.');
      const proven = await consumeVerifiedOtp(transaction, {
        destinations: [mobile],
        purpose: 'update_profile',
        now,
        withinMilliseconds: mobileProofMilliseconds,
      });
      if (!proven) throw ApiProblem.field('mobile', 'Verify the new mobile number with an OTP first.');
    }
    return returnedRow(
      await transaction
        .update(users)
        .set({
          ...(changes.first_name !== undefined ? { firstName: changes.first_name } : {}),
          ...(changes.last_name !== undefined ? { lastName: changes.last_name } : {}),
          ...(mobile !== undefined ? { mobile } : {}),
          ...(changes.whatsapp_consent !== undefined ? { whatsappConsent: changes.whatsapp_consent } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning(),
    );
  });
}

/** Records that a user accepted the chat terms (asked once, before their first chat). */
export async function acceptChatTerms(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ hasAcceptedChatTerms: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores a user's security preferences, each once whatever the caller sent. */
export async function saveSecurityPreferences(
  db: Db,
  userId: number,
  preferences: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ securityPreferences: [...new Set(preferences)], updatedAt: now })
    .where(eq(users.id, userId));
}
