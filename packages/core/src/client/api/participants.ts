import * as z from 'zod/mini';
import type { Exchange } from '../../validation/index';
import type { RequestFunction } from '../http/createHttpClient';
import { clearingParticipantSchema, counterpartySchema } from '../schemas/counterparty';
import type { ClearingParticipant, Counterparty, UnifiedCounterparties } from '../schemas/counterparty';
import type { Custodian } from '../schemas/custodian';
import { segment } from './pathSegment';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import { participantEndpoints } from '../../contract/participantEndpoints';

/** Participants and custodians (trading-and-chat 7). */
export function createParticipantsApi(request: RequestFunction) {
  return {
    /** `GET api/chatter/participant/{id}/`. */
    getParticipantDetails: (participantId: number): Promise<Counterparty> =>
      request({ path: `api/chatter/participant/${segment(participantId)}/`, schema: counterpartySchema }),
    /** `GET api/chatter/users-clients-unified/`: members and companies matching `search_param`. */
    getUsersAndClientsUnified: (
      parameters: QueryOf<typeof participantEndpoints.searchCounterparties>,
      signal?: AbortSignal,
    ): Promise<UnifiedCounterparties> =>
      callEndpoint(request, participantEndpoints.searchCounterparties, { query: parameters }, { signal }),
    /** `GET api/chatter/search-trade-participants`. */
    searchTradeParticipants: (
      parameters: { search_param: string; exchange: Exchange; for_rfq?: boolean },
      signal?: AbortSignal,
    ): Promise<Counterparty[]> =>
      request({
        path: 'api/chatter/search-trade-participants',
        query: parameters,
        schema: z.array(counterpartySchema),
        signal,
      }),
    /** `GET api/chatter/search-brokers/{exchange}`. */
    getBrokerDetails: (exchange: Exchange): Promise<Counterparty[]> =>
      request({
        path: `api/chatter/search-brokers/${segment(exchange)}`,
        schema: z.array(counterpartySchema),
      }),
    /** `GET api/client/search-custodians/`: the custodians of an exchange (NSE or BSE lists). */
    getCustodians: (
      parameters: QueryOf<typeof participantEndpoints.searchCustodians>,
      signal?: AbortSignal,
    ): Promise<Custodian[]> =>
      callEndpoint(request, participantEndpoints.searchCustodians, { query: parameters }, { signal }),
    /** `GET api/search-nsscl-participants/` (the spec's spelling). */
    searchNscclParticipants: (parameters: { ucc_only?: boolean } = {}): Promise<ClearingParticipant[]> =>
      request({
        path: 'api/search-nsscl-participants/',
        query: parameters,
        schema: z.array(clearingParticipantSchema),
      }),
    /** `GET api/search-iccl-participants/`. */
    searchIcclParticipants: (parameters: { ucc_only?: boolean } = {}): Promise<ClearingParticipant[]> =>
      request({
        path: 'api/search-iccl-participants/',
        query: parameters,
        schema: z.array(clearingParticipantSchema),
      }),
  };
}

export type ParticipantsApi = ReturnType<typeof createParticipantsApi>;
