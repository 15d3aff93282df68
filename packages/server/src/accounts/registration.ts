import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import type { EndpointRequestParts, registrationEndpoints } from '@bondkit/core/contract';
import { consumeVerifiedOtp, normalizeEmail, normalizeMobile } from '../auth/oneTimePasswords';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { registrationGrants } from '../authorization/firmRoles';
import type { Db, DbOrTransaction } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { clients, invitations, userAccounts, users } from '../database/schema/index';
import { ApiProblem } from '../errors/ApiProblem';
import { clientCategories } from './clientCategories';
import { findUsableInvitation, invitationInvalidMessage } from './invitations';

/** A registration (`POST api/client/register/`), parsed. */
type RegistrationRequest = EndpointRequestParts<typeof registrationEndpoints.register>['body'];

/** An easy registration (`POST api/client/register-user/lite`), parsed. */
type LiteRegistrationRequest = EndpointRequestParts<typeof registrationEndpoints.registerUserLite>['body'];

/** Who registered: the new (or invited) user and their client. */
export interface Registered {
  userId: number;
  clientId: number;
}

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
 * Registers a client and its first user (a company's first user administers it; an individual is a basic
 * user). With `invite_code` the user joins the inviting firm instead (410 for an invalid or used code);
 * otherwise the mobile or e-mail must have been verified with an OTP (`api/validate-otp/`) of the same
 * `auth_mode` within 30 minutes (the proof is used up).
 */
export async function registerClient(
  db: Db,
  registration: RegistrationRequest,
  now: Date,
): Promise<Registered> {
  const email = normalizeEmail(registration.contact.email);
  const mobile = normalizeMobile(registration.contact.mobile);
  const passwordHash = await hashPassword(registration.password);
  const individual = registration.client_type === 'INDV' || registration.client_type === 'INDV-P';
  if (!individual && !clientCategories.some((category) => category.value === registration.category)) {
    throw ApiProblem.field('category', `"${registration.category}" is not a valid choice.`);
  }
  return db.transaction(async (transaction) => {
    if (registration.invite_code !== undefined) {
      const invitation = await findUsableInvitation(transaction, registration.invite_code, now);
      if (!invitation) throw ApiProblem.gone(invitationInvalidMessage);
      if (invitation.user.email !== email) {
        throw new ApiProblem(400, {
          contact: { email: ['Use the email address the invitation was sent to.'] },
        });
      }
      if (invitation.user.passwordHash !== null) {
        // Someone who already has a password rejoins with it: an invitation never replaces it.
        if (!(await verifyPassword(registration.password, invitation.user.passwordHash)))
          throw ApiProblem.field(
            'password',
            'You already have a bondkit account: enter its password to accept this invitation.',
          );
      } else {
        await assertContactIsFree(transaction, email, mobile, invitation.user.id);
        await transaction
          .update(users)
          .set({
            firstName: registration.identity.first_name,
            lastName: registration.identity.last_name,
            mobile,
            passwordHash,
            whatsappConsent: registration.contact.whatsapp_consent,
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
      purpose: registration.auth_mode,
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
            ? `${registration.identity.first_name} ${registration.identity.last_name}`
            : (registration.corporate_identity?.name ?? registration.identity.first_name),
          clientType: registration.client_type,
          category: registration.category,
          clientSegment: 'NON_INSTITUTIONAL',
          // The mode the registering firm chose when it asked for the OTP (request-otp's client_mode).
          clientMode: proven.clientMode ?? 'SOFTWARE',
          pan: registration.pan,
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
          firstName: registration.identity.first_name,
          lastName: registration.identity.last_name,
          passwordHash,
          uniqueId: randomUUID(),
          whatsappConsent: registration.contact.whatsapp_consent,
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
}

/**
 * Easy registration of an individual with no password (they sign in with an OTP): the mobile or e-mail
 * must have been verified with an `easy_register` OTP within 30 minutes.
 */
export async function registerIndividual(
  db: Db,
  registration: LiteRegistrationRequest,
  now: Date,
): Promise<Registered> {
  const email = normalizeEmail(registration.email);
  const mobile = normalizeMobile(registration.mobile);
  return db.transaction(async (transaction) => {
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
          name: `${registration.first_name} ${registration.last_name}`,
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
          firstName: registration.first_name,
          lastName: registration.last_name,
          uniqueId: randomUUID(),
        })
        .returning(),
    );
    await transaction.insert(userAccounts).values({ userId: user.id, clientId: client.id, roles: ['user'] });
    return { userId: user.id, clientId: client.id };
  });
}
