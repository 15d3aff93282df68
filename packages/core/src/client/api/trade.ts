import * as z from 'zod/mini';
import type { RequestFunction } from '../http/createHttpClient';
import { tradeIntermediarySchema, tradeMemberSchema } from '../schemas/account';
import type { TradeIntermediary, TradeMember, TradeTimings } from '../schemas/account';
import { openObjectSchema } from '../schemas/common';
import type { OpenObject } from '../schemas/common';
import { segment } from './pathSegment';
import { callEndpoint } from '../http/callEndpoint';
import { participantEndpoints } from '../../contract/participantEndpoints';

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
    /** `PATCH api/trade/{id}/brokerage/`. */
    updateBrokerage: (tradeId: number, body: { brokerage: number }): Promise<OpenObject> =>
      request({
        method: 'PATCH',
        path: `api/trade/${segment(tradeId)}/brokerage/`,
        body,
        schema: openObjectSchema,
      }),
    /** `GET api/trade/facilitator/`. */
    getFacilitators: (): Promise<TradeIntermediary[]> =>
      request({ path: 'api/trade/facilitator/', schema: z.array(tradeIntermediarySchema) }),
    /** `GET api/trade/agent/`. */
    getAgents: (): Promise<TradeIntermediary[]> =>
      request({ path: 'api/trade/agent/', schema: z.array(tradeIntermediarySchema) }),
    /** `GET api/trade/timings`. */
    getTimings: (): Promise<TradeTimings> => callEndpoint(request, participantEndpoints.getTradeTimings, {}),
  };
}

export type TradeApi = ReturnType<typeof createTradeApi>;
