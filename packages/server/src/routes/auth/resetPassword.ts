import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { authEndpoints } from '@bondkit/core/contract';
import { passwordResetTokens, users } from '../../database/schema/index';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { linkTargetOrigins } from '../../http/origins';
import { enforceLimit } from '../../auth/issueTokens';
import { normalizeEmail } from '../../auth/oneTimePasswords';
import { sha256 } from '../../auth/refreshTokens';

/** A reset link works once, within an hour. */
const passwordResetLifetimeMilliseconds = 60 * 60 * 1000;

const answer = 'If an account exists for this email, a link to reset the password has been sent to it.';

/**
 * `POST api/reset-password/`: mails a one-time link `{web_url}?uid={userId}&token={token}`. `web_url`
 * must be on this server or an allowed partner origin, so the mail cannot point at someone else's site.
 * The answer is the same whether or not the account exists.
 */
export function resetPasswordRoute(app: ApiApp): void {
  registerEndpoint(app, authEndpoints.resetPassword, async ({ body, request }) => {
    const { services } = app;
    const link = new URL(body.web_url);
    // Configured origins only: the Host header is the caller's, so it cannot vouch for a link.
    const allowedOrigins = linkTargetOrigins(services.config);
    if (!allowedOrigins.includes(link.origin)) {
      throw ApiProblem.field('web_url', 'Enter a link on this site or on an allowed partner site.');
    }
    const email = normalizeEmail(body.email);
    enforceLimit(services.limits.passwordResetPerAddress.consume(request.ip));
    enforceLimit(services.limits.passwordResetPerEmail.consume(email));
    const [user] = await services.db.select().from(users).where(eq(users.email, email));
    if (!user) return { detail: answer };
    const token = randomBytes(32).toString('base64url');
    const now = services.now();
    await services.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + passwordResetLifetimeMilliseconds),
    });
    link.searchParams.set('uid', String(user.id));
    link.searchParams.set('token', token);
    await services.messenger.send({
      channel: 'email',
      recipient: user.email,
      subject: 'Reset your bondkit password',
      body: `Hello ${user.firstName},\n\nOpen this link within an hour to choose a new password:\n${link.toString()}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.`,
    });
    return { detail: answer };
  });
}
