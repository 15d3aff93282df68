import type { Exchange } from '../../validation/clientClassification';
import type { RequestFunction } from '../http/createHttpClient';
import type { ClearingParticipant, Counterparty, UnifiedCounterparties } from '../schemas/counterparty';
import type { Custodian } from '../schemas/custodian';
import { callEndpoint } from '../http/callEndpoint';
import type { QueryOf } from '../http/callEndpoint';
import type { participantEndpoints } from '../../contract/participantEndpoints';
import { participantHeads } from '../../contract/participantHeads';

/** Participants and custodians (trading-and-chat 7). */
export function createParticipantsApi(request: RequestFunction) {
  return {
    /** `GET api/chatter/participant/{id}/`. */
    getParticipantDetails: (participantId: number): Promise<Counterparty> =>
      callEndpoint<typeof participantEndpoints.getParticipant>(request, participantHeads.getParticipant, {
        params: { id: participantId },
      }),
    /** `GET api/chatter/users-clients-unified/`: members and companies matching `search_param`. */
    getUsersAndClientsUnified: (
      parameters: QueryOf<typeof participantEndpoints.searchCounterparties>,
      signal?: AbortSignal,
    ): Promise<UnifiedCounterparties> =>
      callEndpoint<typeof participantEndpoints.searchCounterparties>(
        request,
        participantHeads.searchCounterparties,
        { query: parameters },
        { signal },
      ),
    /** `GET api/chatter/search-trade-participants`. */
    searchTradeParticipants: (
      parameters: QueryOf<typeof participantEndpoints.searchTradeParticipants>,
      signal?: AbortSignal,
    ): Promise<Counterparty[]> =>
      callEndpoint<typeof participantEndpoints.searchTradeParticipants>(
        request,
        participantHeads.searchTradeParticipants,
        { query: parameters },
        { signal },
      ),
    /** `GET api/chatter/search-brokers/{exchange}`. */
    getBrokerDetails: (exchange: Exchange): Promise<Counterparty[]> =>
      callEndpoint<typeof participantEndpoints.searchBrokers>(request, participantHeads.searchBrokers, {
        params: { exchange },
      }),
    /** `GET api/client/search-custodians/`: the custodians of an exchange (NSE or BSE lists). */
    getCustodians: (
      parameters: QueryOf<typeof participantEndpoints.searchCustodians>,
      signal?: AbortSignal,
    ): Promise<Custodian[]> =>
      callEndpoint<typeof participantEndpoints.searchCustodians>(
        request,
        participantHeads.searchCustodians,
        { query: parameters },
        { signal },
      ),
    /**
     * `GET api/search-nsscl-participants/` (the spec's spelling): NSCCL participants matching `search_param`,
     * or with `ucc_only` your firm's client codes on NSE.
     */
    searchNscclParticipants: (
      parameters: QueryOf<typeof participantEndpoints.searchNscclParticipants> = {},
    ): Promise<ClearingParticipant[]> =>
      callEndpoint<typeof participantEndpoints.searchNscclParticipants>(
        request,
        participantHeads.searchNscclParticipants,
        {
          query: parameters,
        },
      ),
    /** `GET api/search-iccl-participants/`. */
    searchIcclParticipants: (
      parameters: QueryOf<typeof participantEndpoints.searchIcclParticipants> = {},
    ): Promise<ClearingParticipant[]> =>
      callEndpoint<typeof participantEndpoints.searchIcclParticipants>(
        request,
        participantHeads.searchIcclParticipants,
        {
          query: parameters,
        },
      ),
  };
}

export type ParticipantsApi = ReturnType<typeof createParticipantsApi>;
