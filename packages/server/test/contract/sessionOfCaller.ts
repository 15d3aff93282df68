import { endpoints } from '@bondkit/core/contract';
import type { Caller } from './contractBackends';
import type { ContractCall } from './contractScenarios';

/** The caller's firm (client) and its own membership (user account), by id, and their first name. */
export async function sessionOfCaller(
  call: ContractCall,
  caller: Caller,
): Promise<{ clientId: number; accountId: number; firstName: string }> {
  const session = (await call(endpoints.getSession, {}, caller)).body as {
    id: number;
    user_accounts: { id: number }[];
    user_info: { first_name: string };
  };
  const account = session.user_accounts[0];
  if (!account) throw new Error(`The ${caller}'s session lists no user account.`);
  return { clientId: session.id, accountId: account.id, firstName: session.user_info.first_name };
}
