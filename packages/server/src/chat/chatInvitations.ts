import type { Db } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';
import { requestConnections } from './chatConnections';
import { loadChatUsers } from './chatUsers';

/**
 * Build Network invitations (trading-and-chat section 7): `inviterId` asks each of `inviteeIds` (chat user
 * ids) to connect. Refused by field when the list names the inviter or anyone who is not an active member;
 * a request an invitee already sent is accepted instead. Answers the sentence the caller sees.
 */
export async function inviteChatUsers(
  db: Db,
  inviterId: string,
  inviteeIds: readonly string[],
  now: number,
): Promise<string> {
  const targets = [...new Set(inviteeIds)];
  if (targets.includes(inviterId)) throw ApiProblem.field('sendbird_user_ids', 'You cannot invite yourself.');
  const users = await loadChatUsers(db, targets);
  const unknown = targets.filter((target) => !users.get(target)?.isActive);
  if (unknown.length > 0)
    throw ApiProblem.field('sendbird_user_ids', `No active member with the id ${unknown.join(', ')}.`);
  const result = await db.transaction((transaction) =>
    requestConnections(transaction, inviterId, targets, now),
  );
  const parts = [
    result.requested.length > 0 ? `${result.requested.length} invitation(s) sent` : '',
    result.connected.length > 0 ? `${result.connected.length} connection(s) made` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : 'Already invited or connected.';
}
