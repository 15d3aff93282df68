import { participantEndpoints } from '@bondkit/core/contract';
import {
  brokersOn,
  participantOf,
  searchClearingParticipants,
  searchCounterparties,
  searchTradeParticipants,
} from '../../accounts/participantDirectory';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';

/** Counterparty, broker and clearing-participant searches (trading-and-chat 7 'Participants and custodians'). */
export function participantRoutes(app: ApiApp): void {
  registerEndpoint(app, participantEndpoints.getParticipant, ({ params, principal }) =>
    participantOf(app.services.db, principal.client.id, params.id),
  );

  registerEndpoint(app, participantEndpoints.searchCounterparties, ({ query, principal }) =>
    searchCounterparties(app.services.db, principal.client.id, query.search_param, query.broker ?? false),
  );

  registerEndpoint(app, participantEndpoints.searchTradeParticipants, ({ query, principal }) =>
    searchTradeParticipants(app.services.db, principal.client.id, {
      search: query.search_param,
      exchange: query.exchange,
      forRfq: query.for_rfq ?? false,
    }),
  );

  registerEndpoint(app, participantEndpoints.searchBrokers, ({ params }) =>
    brokersOn(app.services.db, params.exchange),
  );

  for (const [endpoint, corporation] of [
    [participantEndpoints.searchNscclParticipants, 'NSCCL'],
    [participantEndpoints.searchIcclParticipants, 'ICCL'],
  ] as const) {
    registerEndpoint(app, endpoint, ({ query, principal }) =>
      searchClearingParticipants(app.services.db, principal.client.id, corporation, {
        uccOnly: query.ucc_only ?? false,
        search: query.search_param,
      }),
    );
  }
}
