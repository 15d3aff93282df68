import { authEndpoints } from '@bondkit/core/contract';
import { ApiProblem } from '../../errors/ApiProblem';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { linkTargetOrigins } from '../../http/origins';
import { enforceLimit } from '../../auth/issueTokens';
import { normalizeEmail } from '../../auth/oneTimePasswords';
import { sendPasswordResetLink } from '../../auth/passwordResetLinks';

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
    await sendPasswordResetLink(services.db, services.messenger, { email, link }, services.now());
    return { detail: answer };
  });
}
