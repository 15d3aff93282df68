import {
  loadAccountsApi,
  loadBuildApi,
  loadChatSessionApi,
  loadChatterApi,
  loadInventoryApi,
  loadMarketApi,
  loadOrdersApi,
  loadParticipantsApi,
  loadPlatformApi,
  loadQuotesApi,
  loadSupportApi,
  loadSurveillanceApi,
  loadTradeApi,
  loadTradeStream,
} from './apiLoaders';
import type { BondClientApiLoaders } from './apiLoaders';
import { createClient } from './createClient';
import type { BondClient, BondClientOptions } from './bondClient';

// `satisfies`: a namespace added to BondClientApiLoaders without its loader here is a type error.
const everyApi = {
  accounts: loadAccountsApi,
  market: loadMarketApi,
  participants: loadParticipantsApi,
  quotes: loadQuotesApi,
  orders: loadOrdersApi,
  inventory: loadInventoryApi,
  trade: loadTradeApi,
  chatter: loadChatterApi,
  chatSession: loadChatSessionApi,
  surveillance: loadSurveillanceApi,
  support: loadSupportApi,
  platform: loadPlatformApi,
  build: loadBuildApi,
} satisfies Required<BondClientApiLoaders>;

/**
 * The platform client: configuration, the HTTP core, the session and toast stores, the build watcher, the
 * trade stream and every API call, in one object (modelled on TanStack Query's `QueryClient`). Call `mount()`
 * once the app starts and `dispose()` when it goes away; nothing runs in the background before `mount()` or
 * after `dispose()`. Each namespace's module loads on its first call; an embed that needs only some of them
 * and wants the smallest bundle composes its client with `composeBondClient`.
 */
export function createBondClient(options: BondClientOptions): BondClient {
  return createClient('createBondClient', options, {
    api: everyApi,
    tradeStream: loadTradeStream,
  });
}
