import * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import { tradeIntermediarySchema, tradeMemberSchema } from '../schemas/account';
import type { TradeIntermediary, TradeMember, TradeTimings } from '../schemas/account';
import type { OpenObject } from '../schemas/common';
import { segment } from './pathSegment';
import { callEndpoint } from '../http/callEndpoint';
import type { BodyOf } from '../http/callEndpoint';
import type { orderEndpoints } from '../../contract/orderEndpoints';
import { orderHeads } from '../../contract/orderHeads';
import type { OrderBrokerage } from '../schemas/order';
import type { participantEndpoints } from '../../contract/participantEndpoints';
import { participantHeads } from '../../contract/participantHeads';

/** Trade calls (trading-and-chat 7, platform-shell 7 'Client and account'). */
export function createTradeApi(request: RequestFunction) {
  return {
    /** `PATCH api/trade/members/{id}/`. */
    updateMember: (memberId: number, body: OpenObject): Promise<TradeMember> =>
      request({
        method: 'PATCH',
        path: `api/trade/members/${segment(memberId)}/`,
        body,
        schema: tradeMemberSchema,
      }),
    /** `GET api/trade/client/users/{id}/`: the members of client `clientId`. */
    getClientUsers: (clientId: number): Promise<TradeMember[]> =>
      request({ path: `api/trade/client/users/${segment(clientId)}/`, schema: z.array(tradeMemberSchema) }),
    /** `PATCH api/trade/{id}/brokerage/`: the brokerage (rupees, 0 or more) of an order your firm is party to. */
    updateBrokerage: (
      tradeId: number,
      body: BodyOf<typeof orderEndpoints.updateBrokerage>,
    ): Promise<OrderBrokerage> =>
      callEndpoint<typeof orderEndpoints.updateBrokerage>(request, orderHeads.updateBrokerage, {
        params: { id: tradeId },
        body,
      }),
    /** `GET api/trade/facilitator/`. */
    getFacilitators: (): Promise<TradeIntermediary[]> =>
      request({ path: 'api/trade/facilitator/', schema: z.array(tradeIntermediarySchema) }),
    /** `GET api/trade/agent/`. */
    getAgents: (): Promise<TradeIntermediary[]> =>
      request({ path: 'api/trade/agent/', schema: z.array(tradeIntermediarySchema) }),
    /** `GET api/trade/timings`. */
    getTimings: (): Promise<TradeTimings> =>
      callEndpoint<typeof participantEndpoints.getTradeTimings>(
        request,
        participantHeads.getTradeTimings,
        {},
      ),
  };
}

export type TradeApi = ReturnType<typeof createTradeApi>;
