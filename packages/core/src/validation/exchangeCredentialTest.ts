import * as z from 'zod/mini';

/**
 * The format of a clearing-corporation login, as 'test connection' checks it (the spec does not show the
 * exchanges' rules; these are the shapes NSCCL and ICCL issue): a participant code of 2 to 12 capital
 * letters or digits, a username of 3 to 50 characters without spaces.
 */
const participantCodePattern = /^[A-Z0-9]{2,12}$/;
const credentialUsernamePattern = /^\S{3,50}$/;
export const credentialFormatMessages = {
  participantCode: 'A participant code is 2 to 12 capital letters or digits.',
  username: 'A username is 3 to 50 characters without spaces.',
} as const;

/** The problems of a stored credential's format; empty when it is well formed. */
export function credentialFormatProblems(credential: {
  participant_code: string;
  username: string;
}): string[] {
  const problems: string[] = [];
  if (!participantCodePattern.test(credential.participant_code))
    problems.push(credentialFormatMessages.participantCode);
  if (!credentialUsernamePattern.test(credential.username)) problems.push(credentialFormatMessages.username);
  return problems;
}

/**
 * `POST api/client/credentials/test/`: the stored credential's format checked (participant code and
 * username), and when it was last used (saved or tested).
 */
export const exchangeCredentialTestResultSchema = z.object({
  corp: z.string(),
  ok: z.boolean(),
  problems: z.array(z.string()),
  last_used_at: z.nullable(z.string()),
});
export type ExchangeCredentialTestResult = z.infer<typeof exchangeCredentialTestResultSchema>;
