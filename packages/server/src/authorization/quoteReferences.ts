import type { EoiCreatePayload } from '@bondkit/core/validation';
import type { DbOrTransaction } from '../database/connection';
import { ApiProblem } from '../errors/ApiProblem';
import { checkEndClient } from './clientRules';
import { checkQuotingMember } from './memberRules';
import { checkOriginTrade } from './orderRules';
import { checkBroker, checkCounterpartyFirms } from './participantRules';
import { privateQuoteRecipients } from './quoteRules';

/**
 * Every object a quote payload names is checked against the quoting firm with that object's own rule: the
 * user account it is attributed to, the end client, the broker, the trade it came from and the firms a
 * private quote goes to. A name the firm may not use is a 400 on its field.
 */
export async function checkQuoteReferences(
  db: DbOrTransaction,
  clientId: number,
  payload: Pick<
    EoiCreatePayload,
    'user_account_id' | 'end_client_id' | 'broker_id' | 'origin_trade' | 'oto_participant_details'
  >,
): Promise<void> {
  if (payload.user_account_id != null)
    await checkQuotingMember(db, payload.user_account_id, clientId, 'user_account_id');
  if (payload.end_client_id != null)
    await checkEndClient(db, payload.end_client_id, clientId, 'end_client_id');
  if (payload.broker_id != null) await checkBroker(db, payload.broker_id, 'broker_id');
  if (payload.origin_trade != null)
    await checkOriginTrade(db, payload.origin_trade, clientId, 'origin_trade');
  if (payload.oto_participant_details) {
    const { client_id: single, client_ids: many } = payload.oto_participant_details;
    const wholeNumber = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
    if (
      (single !== undefined && !wholeNumber(single)) ||
      (many !== undefined && (!Array.isArray(many) || !many.every(wholeNumber)))
    )
      throw ApiProblem.field(
        'oto_participant_details',
        'client_id and client_ids name firms by their numeric ids.',
      );
    await checkCounterpartyFirms(
      db,
      clientId,
      privateQuoteRecipients({ otoParticipantDetails: payload.oto_participant_details }),
      'oto_participant_details',
    );
  }
}
