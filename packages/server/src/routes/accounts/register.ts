import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { registrationEndpoints } from '@bondkit/core/contract';
import { clients, invitations, userAccounts, users } from '../../database/schema/index';
import type { DbOrTransaction } from '../../database/connection';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { consumeVerifiedOtp, normalizeEmail, normalizeMobile } from '../../auth/oneTimePasswords';
import { clientCategories } from '../../accounts/clientCategories';
import { findUsableInvitation, invitationInvalidMessage } from '../../accounts/invitations';
import { registrationGrants } from '../../authorization/firmRoles';
import { returnedRow } from '../../database/returnedRow';

/** A registration must follow an OTP check of its mobile or e-mail within this time. */
const otpProofWindowMilliseconds = 30 * 60 * 1000;

async function assertContactIsFree(
  db: DbOrTransaction,
  email: string,
  mobile: string,
  exceptUserId?: number,
) {
  const taken = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.email, email), eq(users.mobile, mobile)));
  const others = taken.filter((user) => user.id !== exceptUserId);
  if (others.some((user) => user.email === email)) {
    throw new ApiProblem(409, { contact: { email: ['A user with this email address already exists.'] } });
  }
  if (others.length > 0)
    throw new ApiProblem(409, { contact: { mobile: ['A user with this mobile number already exists.'] } });
}

const otpFirstMessage = 'Verify your mobile number or email address with an OTP before registering.';

/**
 * `POST api/client/register/`: registers a client and its first user. With `invite_code` the user joins
 * the inviting firm instead (an invalid or used code is 410); otherwise the mobile or e-mail must have
 * been verified with an OTP (`api/validate-otp/`) of the same `auth_mode` within 30 minutes.
 */
export function registerRoute(app: ApiApp): void {
  registerEndpoint(app, registrationEndpoints.register, async ({ body }) => {
    const { services } = app;
    const email = normalizeEmail(body.contact.email);
    const mobile = normalizeMobile(body.contact.mobile);
    const now = services.now();
    const passwordHash = await hashPassword(body.password);
    const individual = body.client_type === 'INDV' || body.client_type === 'INDV-P';
    if (!individual && !clientCategories.some((category) => category.value === body.category)) {
      throw ApiProblem.field('category', `"${body.category}" is not a valid choice.`);
    }
    const result = await services.db.transaction(async (transaction) => {
      if (body.invite_code !== undefined) {
        const invitation = await findUsableInvitation(transaction, body.invite_code, now);
        if (!invitation) throw ApiProblem.gone(invitationInvalidMessage);
        if (invitation.user.email !== email) {
          throw new ApiProblem(400, {
            contact: { email: ['Use the email address the invitation was sent to.'] },
          });
        }
        if (invitation.user.passwordHash !== null) {
          // Someone who already has a password rejoins with it: an invitation never replaces it.
          if (!(await verifyPassword(body.password, invitation.user.passwordHash)))
            throw ApiProblem.field(
              'password',
              'You already have a bondkit account: enter its password to accept this invitation.',
            );
        } else {
          await assertContactIsFree(transaction, email, mobile, invitation.user.id);
          await transaction
            .update(users)
            .set({
              firstName: body.identity.first_name,
              lastName: body.identity.last_name,
              mobile,
              passwordHash,
              whatsappConsent: body.contact.whatsapp_consent,
              updatedAt: now,
            })
            .where(eq(users.id, invitation.user.id));
        }
        await transaction
          .update(userAccounts)
          .set({ status: 'active', updatedAt: now })
          .where(eq(userAccounts.id, invitation.account.id));
        await transaction
          .update(invitations)
          .set({ status: 'used' })
          .where(eq(invitations.id, invitation.invitation.id));
        return { userId: invitation.user.id, clientId: invitation.account.clientId };
      }
      const proven = await consumeVerifiedOtp(transaction, {
        destinations: [mobile, email],
        purpose: body.auth_mode,
        now,
        withinMilliseconds: otpProofWindowMilliseconds,
      });
      if (!proven) throw ApiProblem.nonField(otpFirstMessage);
      await assertContactIsFree(transaction, email, mobile);
      const client = returnedRow(
        await transaction
          .insert(clients)
          .values({
            name: individual
              ? `${body.identity.first_name} ${body.identity.last_name}`
              : (body.corporate_identity?.name ?? body.identity.first_name),
            clientType: body.client_type,
            category: body.category,
            clientSegment: 'NON_INSTITUTIONAL',
            clientMode: 'SOFTWARE',
            pan: body.pan,
            grantedRoles: registrationGrants(individual),
          })
          .returning(),
      );
      const user = returnedRow(
        await transaction
          .insert(users)
          .values({
            email,
            mobile,
            firstName: body.identity.first_name,
            lastName: body.identity.last_name,
            passwordHash,
            uniqueId: randomUUID(),
            whatsappConsent: body.contact.whatsapp_consent,
          })
          .returning(),
      );
      // The first user of a company administers it; an individual is a basic user.
      await transaction.insert(userAccounts).values({
        userId: user.id,
        clientId: client.id,
        roles: individual ? ['user'] : ['user', 'clientopsadmin'],
      });
      return { userId: user.id, clientId: client.id };
    });
    services.events.publish({
      type: 'client.registered',
      clientId: result.clientId,
      payload: result,
      occurredAt: now,
    });
    return { detail: 'Registration successful.', user_id: result.userId, client_id: result.clientId };
  });
}

/**
 * `POST api/client/register-user/lite`: easy registration of an individual with no password (they sign
 * in with an OTP). The mobile or e-mail must have been verified with an `easy_register` OTP.
 */
export function registerLiteRoute(app: ApiApp): void {
  registerEndpoint(app, registrationEndpoints.registerUserLite, async ({ body }) => {
    const { services } = app;
    const email = normalizeEmail(body.email);
    const mobile = normalizeMobile(body.mobile);
    const now = services.now();
    const result = await services.db.transaction(async (transaction) => {
      const proven = await consumeVerifiedOtp(transaction, {
        destinations: [mobile, email],
        purpose: 'easy_register',
        now,
        withinMilliseconds: otpProofWindowMilliseconds,
      });
      if (!proven) throw ApiProblem.nonField(otpFirstMessage);
      const existing = await transaction
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(users.email, email), eq(users.mobile, mobile))));
      if (existing.length > 0)
        throw ApiProblem.conflict('email', 'A user with this email address or mobile number already exists.');
      const client = returnedRow(
        await transaction
          .insert(clients)
          .values({
            name: `${body.first_name} ${body.last_name}`,
            clientType: 'INDV',
            category: 'RTL',
            clientSegment: 'NON_INSTITUTIONAL',
            clientMode: 'SOFTWARE',
          })
          .returning(),
      );
      const user = returnedRow(
        await transaction
          .insert(users)
          .values({
            email,
            mobile,
            firstName: body.first_name,
            lastName: body.last_name,
            uniqueId: randomUUID(),
          })
          .returning(),
      );
      await transaction
        .insert(userAccounts)
        .values({ userId: user.id, clientId: client.id, roles: ['user'] });
      return { userId: user.id, clientId: client.id };
    });
    services.events.publish({
      type: 'client.registered',
      clientId: result.clientId,
      payload: result,
      occurredAt: now,
    });
    return { detail: 'Registration successful.', user_id: result.userId, client_id: result.clientId };
  });
}
