import { defineEndpoint } from '@bondkit/core/contract';
import { sessionUserSchema } from '@bondkit/core/validation';
import type { Caller } from './contractBackends';
import type { ContractCall } from './contractScenarios';

// Not on the contract yet: declared here only so that a scenario's set-up can learn the caller's ids.
const sessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/session/',
  response: sessionUserSchema,
  access: 'signedIn',
  tag: 'auth',
  summary: 'The signed-in user',
});

/** The caller's firm (client) and its own membership (user account), by id, and their first name. */
export async function sessionOfCaller(
  call: ContractCall,
  caller: Caller,
): Promise<{ clientId: number; accountId: number; firstName: string }> {
  const session = (await call(sessionEndpoint, {}, caller)).body as {
    id: number;
    user_accounts: { id: number }[];
    user_info: { first_name: string };
  };
  const account = session.user_accounts[0];
  if (!account) throw new Error(`The ${caller}'s session lists no user account.`);
  return { clientId: session.id, accountId: account.id, firstName: session.user_info.first_name };
}
