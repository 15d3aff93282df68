import { describe, expect, it } from 'vitest';
import { ApiError, createBondClient } from '../../src/index';
import { PayloadValidationError } from '../../src/validation/PayloadValidationError';
import type { BondClient } from '../../src/index';

interface Recorded {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

function recordingClient(
  answer: (recorded: Recorded) => Response = () => new Response(null, { status: 418 }),
) {
  const recorded: Recorded[] = [];
  const client = createBondClient({
    apiBase: 'https://api.example',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = init?.body;
      const entry = {
        method: init?.method ?? 'GET',
        path: url.pathname.slice(1),
        query: url.search,
        body: typeof body === 'string' ? (JSON.parse(body) as unknown) : body,
      };
      recorded.push(entry);
      return answer(entry);
    },
    visibility: () => () => {},
    online: () => () => {},
  });
  return { client, recorded };
}

const eoi = {
  finstrument_id: 1,
  quantum: 1_000_000,
  quote_type: 'BID' as const,
  source: 'WEBSITE',
  state: 'DEFAULT',
};

// Every call of both specs: [name, call, method, path (with query)].
const calls: [string, (client: BondClient) => Promise<unknown>, string, string][] = [
  ['auth.obtainToken', (c) => c.auth.obtainToken({ email: 'a', password: 'b' }), 'POST', 'api/token/'],
  [
    'auth.obtainOtpToken',
    (c) => c.auth.obtainOtpToken({ otp: '1', auth_mode: 'login' }),
    'POST',
    'api/token/otp/',
  ],
  ['auth.refreshToken', (c) => c.auth.refreshToken('r'), 'POST', 'api/token/refresh/'],
  [
    'auth.requestOtp',
    (c) => c.auth.requestOtp({ request_type: 'login', auth_mode: 'login' }),
    'POST',
    'api/request-otp/',
  ],
  [
    'auth.validateOtp',
    (c) => c.auth.validateOtp({ otp: '1', request_type: 'login' }),
    'POST',
    'api/validate-otp/',
  ],
  ['auth.getSession', (c) => c.auth.getSession(), 'GET', 'api/session/'],
  ['auth.logout', (c) => c.auth.logout('r'), 'POST', 'api/logout/'],
  [
    'auth.resetPassword',
    (c) => c.auth.resetPassword({ email: 'a', web_url: 'u' }),
    'POST',
    'api/reset-password/',
  ],
  [
    'auth.changePassword',
    (c) => c.auth.changePassword(7, { new_password1: 'a', new_password2: 'a', token: 't' }),
    'POST',
    'api/change-password/7/',
  ],
  ['accounts.register', (c) => c.accounts.register({} as never), 'POST', 'api/client/register/'],
  [
    'accounts.registerUserLite',
    (c) => c.accounts.registerUserLite({ first_name: 'a', last_name: 'b', email: 'c', mobile: 'd' }),
    'POST',
    'api/client/register-user/lite',
  ],
  [
    'accounts.saveExchangeCredentials',
    (c) => c.accounts.saveExchangeCredentials({} as never),
    'POST',
    'api/client/credentials/',
  ],
  ['accounts.getClient', (c) => c.accounts.getClient(), 'GET', 'api/client/'],
  ['accounts.updateProfile', (c) => c.accounts.updateProfile({}, 9), 'PUT', 'api/client/profile?client_id=9'],
  ['accounts.updateUser', (c) => c.accounts.updateUser({}), 'PUT', 'api/client/user/'],
  [
    'accounts.listClients',
    (c) => c.accounts.listClients({ search: 'a', is_partner: true }),
    'GET',
    'api/clients/?search=a&is_partner=true',
  ],
  [
    'accounts.listUserAccounts',
    (c) => c.accounts.listUserAccounts({ search: 'a' }),
    'GET',
    'api/useraccounts/?search=a',
  ],
  [
    'accounts.getClientByWebsite',
    (c) => c.accounts.getClientByWebsite('x.in'),
    'GET',
    'api/client/by-website/?website=x.in',
  ],
  ['accounts.acceptChatTerms', (c) => c.accounts.acceptChatTerms(), 'PATCH', 'api/client/chat-terms/'],
  [
    'accounts.inviteUser',
    (c) => c.accounts.inviteUser({ email: 'a', roles: [] }),
    'POST',
    'api/client/user/invite/',
  ],
  ['accounts.revokeInvite', (c) => c.accounts.revokeInvite(3), 'POST', 'api/client/user/invite/revoke/'],
  [
    'accounts.validateInvite',
    (c) => c.accounts.validateInvite('abc'),
    'POST',
    'api/client/user/invite/validate/',
  ],
  [
    'accounts.listUcc',
    (c) => c.accounts.listUcc({ page: 2, page_size: 20 }),
    'GET',
    'api/clients/ucc/?page=2&page_size=20',
  ],
  [
    'accounts.createUcc',
    (c) =>
      c.accounts.createUcc({
        client_code: 'a',
        name: 'b',
        exchange: 'NSE',
        pan: 'ABCDE1234F',
        client_type: 'INDV',
      }),
    'POST',
    'api/clients/ucc/',
  ],
  ['accounts.getUcc', (c) => c.accounts.getUcc(4), 'GET', 'api/clients/ucc/4/'],
  ['accounts.updateUcc', (c) => c.accounts.updateUcc(4, {}), 'PATCH', 'api/clients/ucc/4/'],
  [
    'accounts.downloadUccTemplate',
    (c) => c.accounts.downloadUccTemplate(),
    'GET',
    'api/clients/ucc/download-template/',
  ],
  ['accounts.getCategories', (c) => c.accounts.getCategories(), 'GET', 'api/client/categories/'],
  ['accounts.getStates', (c) => c.accounts.getStates(), 'GET', 'api/client/states/'],
  [
    'market.getFinstrumentList',
    (c) => c.market.getFinstrumentList({ searchKey: 'hdfc', limit: 5 }),
    'GET',
    'api/finstrument/search/?search_key=hdfc&limit=5',
  ],
  [
    'market.getFinstrumentPriceInfo',
    (c) => c.market.getFinstrumentPriceInfo(1),
    'GET',
    'api/finstrument/1/price-info/',
  ],
  [
    'market.getPriceInfo',
    (c) => c.market.getPriceInfo(1, { fixed_field: 'yield', bond_yield: 0.07 }),
    'POST',
    'api/finstrument/1/price/',
  ],
  ['market.getFinstrumentRecord', (c) => c.market.getFinstrumentRecord(1), 'POST', 'api/v1/finstrument/1/'],
  [
    'market.getMarketQuote',
    (c) => c.market.getMarketQuote(1, { infer_from_market: true, quote_type: 'BID' }),
    'POST',
    'api/quote/market/1/',
  ],
  ['market.getQuote', (c) => c.market.getQuote(1), 'POST', 'api/quote/1/'],
  [
    'market.getCashflows',
    (c) => c.market.getCashflows(1, { quantity: 1, ref_date: '2025-01-01' }),
    'POST',
    'api/cashflow/1/',
  ],
  ['market.getMasterQuote', (c) => c.market.getMasterQuote(1), 'POST', 'api/v1/finstrument/master/quote/1'],
  ['market.getFinstrumentInfo', (c) => c.market.getFinstrumentInfo(1), 'GET', 'api/v2/finstrument/info/1'],
  ['market.getFinstrument', (c) => c.market.getFinstrument(1), 'GET', 'api/finstrument/1/'],
  [
    'market.getBondsBySameIssuer',
    (c) => c.market.getBondsBySameIssuer(1),
    'POST',
    'api/bonds-by-same-issuer/1/',
  ],
  ['market.getBondTrades', (c) => c.market.getBondTrades(1), 'POST', 'api/trades/1/'],
  ['market.getCreditRationale', (c) => c.market.getCreditRationale(1), 'GET', 'api/credit-rationale/1/'],
  ['market.downloadQuote', (c) => c.market.downloadQuote(1), 'POST', 'api/quote/1/download/'],
  [
    'market.getClientFinstrumentList',
    (c) => c.market.getClientFinstrumentList({ pagination_params: { limit: 20 } }),
    'POST',
    'api/client-finstrument-list/',
  ],
  ['market.getCategories', (c) => c.market.getCategories(), 'POST', 'api/categories/'],
  ['market.getTradeFinstruments', (c) => c.market.getTradeFinstruments(), 'GET', 'api/trade/finstrument/'],
  ['market.downloadIm', (c) => c.market.downloadIm('INE001A07TV1'), 'POST', 'api/im/download/'],
  [
    'market.downloadBondDetails',
    (c) => c.market.downloadBondDetails(1),
    'POST',
    'api/bond-details/1/download/',
  ],
  [
    'participants.getParticipantDetails',
    (c) => c.participants.getParticipantDetails(5),
    'GET',
    'api/chatter/participant/5/',
  ],
  [
    'participants.getUsersAndClientsUnified',
    (c) => c.participants.getUsersAndClientsUnified({ search_param: 'ab', broker: true }),
    'GET',
    'api/chatter/users-clients-unified/?search_param=ab&broker=true',
  ],
  [
    'participants.searchTradeParticipants',
    (c) => c.participants.searchTradeParticipants({ search_param: 'ab', exchange: 'NSE', for_rfq: true }),
    'GET',
    'api/chatter/search-trade-participants?search_param=ab&exchange=NSE&for_rfq=true',
  ],
  [
    'participants.getBrokerDetails',
    (c) => c.participants.getBrokerDetails('BSE'),
    'GET',
    'api/chatter/search-brokers/BSE',
  ],
  [
    'participants.getCustodians',
    (c) => c.participants.getCustodians({ exchange: 'NSE', search_param: 'de' }),
    'GET',
    'api/client/search-custodians/?exchange=NSE&search_param=de',
  ],
  [
    'participants.searchNscclParticipants',
    (c) => c.participants.searchNscclParticipants({ ucc_only: true }),
    'GET',
    'api/search-nsscl-participants/?ucc_only=true',
  ],
  [
    'participants.searchIcclParticipants',
    (c) => c.participants.searchIcclParticipants(),
    'GET',
    'api/search-iccl-participants/',
  ],
  [
    'quotes.listEois',
    (c) => c.quotes.listEois({ quote_type: 'ASK', finstrument_id: 1 }),
    'GET',
    'api/trade/eoi/?quote_type=ASK&finstrument_id=1',
  ],
  [
    'quotes.listRfqQuotes',
    (c) => c.quotes.listRfqQuotes({ my_quotes: true }),
    'GET',
    'api/eoi/rfq-quote/?my_quotes=true',
  ],
  ['quotes.listClusters', (c) => c.quotes.listClusters(), 'GET', 'api/trade/cluster/'],
  ['quotes.createEoi', (c) => c.quotes.createEoi(eoi as never), 'POST', 'api/trade/eoi/'],
  ['quotes.addEoi', (c) => c.quotes.addEoi(eoi as never), 'POST', 'api/eoi/add/'],
  [
    'quotes.respondToEoi',
    (c) => c.quotes.respondToEoi({ ...eoi, respond_eoi_id: 2 } as never),
    'POST',
    'api/eoi/add/',
  ],
  [
    'quotes.addNegotiation',
    (c) => c.quotes.addNegotiation({ ...eoi, respond_eoi_id: 2 } as never),
    'POST',
    'api/eoi/add-negotiation/',
  ],
  ['quotes.getCluster', (c) => c.quotes.getCluster(3), 'GET', 'api/trade/cluster/3/'],
  [
    'quotes.updateCluster',
    (c) => c.quotes.updateCluster(3, { note: 'Call back at noon' }),
    'PUT',
    'api/trade/cluster/3/',
  ],
  ['quotes.closeEoi', (c) => c.quotes.closeEoi(3, { confirm: true }), 'PUT', 'api/trade/d/eoi/3/close/'],
  ['quotes.closeEois', (c) => c.quotes.closeEois({ eoi_ids: [1] }), 'PUT', 'api/trade/d/eoi/close/'],
  ['quotes.expireEoi', (c) => c.quotes.expireEoi(3), 'POST', 'api/eoi/expire/3/'],
  [
    'quotes.acceptCluster',
    (c) =>
      c.quotes.acceptCluster(3, 8, {
        bond_yield: 0.07,
        unit_clean_price: 100,
        total_accrued_interest: 1,
        exchange: 'NSE',
      }),
    'POST',
    'api/cluster/3/accept/?lsId=8',
  ],
  [
    'quotes.getClusterAtPrice',
    (c) => c.quotes.getClusterAtPrice(3, 99.5),
    'GET',
    'api/cluster/3/?price=99.5',
  ],
  ['quotes.uploadEois', (c) => c.quotes.uploadEois(new Blob(['x'])), 'POST', 'api/eoi/upload/'],
  ['quotes.updateEoi', (c) => c.quotes.updateEoi(3, {}), 'PUT', 'api/eoi/update/3/'],
  [
    'quotes.getQuoteDepth',
    (c) => c.quotes.getQuoteDepth({ isin: 'X', finstrument_id: 1 }),
    'GET',
    'api/quote/depth/?isin=X&finstrument_id=1',
  ],
  [
    'quotes.listMarketQuotes',
    (c) => c.quotes.listMarketQuotes({ page: 1, page_size: 20 }),
    'GET',
    'api/trade/d/market/?page=1&page_size=20',
  ],
  [
    'quotes.listMarketQuotes with the quote sheet filters',
    (c) =>
      c.quotes.listMarketQuotes({
        page: 1,
        search: 'GS',
        finstrument_ids: [3, 7],
        preferred: true,
        finstrument_type: 'Bond',
      }),
    'GET',
    'api/trade/d/market/?page=1&search=GS&finstrument_ids=3&finstrument_ids=7&preferred=true&finstrument_type=Bond',
  ],
  ['quotes.listPrivateRuns', (c) => c.quotes.listPrivateRuns(), 'GET', 'api/eoi/private-run/'],
  [
    'orders.acceptOrReject',
    (c) => c.orders.acceptOrReject(4, { reported_order_status: 'REJECTED' }),
    'PUT',
    'api/orders/4/accept-reject/',
  ],
  [
    'orders.acceptOrReject procurement',
    (c) => c.orders.acceptOrReject(4, { reported_order_status: 'ACCEPTED' }, 'procurement-orders'),
    'PUT',
    'api/procurement-orders/4/accept-reject/',
  ],
  [
    'orders.cancel',
    (c) => c.orders.cancel(4, 'procurement-orders'),
    'POST',
    'api/procurement-orders/4/cancel/',
  ],
  ['orders.modify', (c) => c.orders.modify(4, {}), 'PATCH', 'api/orders/4/'],
  [
    'orders.modify put',
    (c) => c.orders.modify(4, { quantity: 200_000, unit_clean_price: 99 }, 'orders', 'PUT'),
    'PUT',
    'api/orders/4/',
  ],
  [
    'orders.modify a procurement order',
    (c) => c.orders.modify(4, { quantity: 200_000 }, 'procurement-orders'),
    'PATCH',
    'api/procurement-orders/4/',
  ],
  [
    'orders.settleCancel',
    (c) => c.orders.settleCancel(4, 'settle'),
    'PATCH',
    'api/orders/settle-cancel/4/settle/',
  ],
  ['orders.getOrder', (c) => c.orders.getOrder(4, 'procurement-orders'), 'GET', 'api/procurement-orders/4/'],
  [
    'orders.listUnified',
    (c) => c.orders.listUnified({ state: 'OPEN', page: 1 }),
    'GET',
    'api/orders/unified/?state=OPEN&page=1',
  ],
  ['orders.listAmendments', (c) => c.orders.listAmendments(4), 'GET', 'api/orders/4/amendments/'],
  [
    'orders.proposeAmendment',
    (c) => c.orders.proposeAmendment(4, { quantity: 200_000 }, 'procurement-orders'),
    'POST',
    'api/procurement-orders/4/amendments/',
  ],
  [
    'orders.decideAmendment',
    (c) => c.orders.decideAmendment(4, 9, 'ACCEPTED'),
    'PUT',
    'api/orders/4/amendments/9/',
  ],
  [
    'orders.withdrawAmendment',
    (c) => c.orders.withdrawAmendment(4, 9),
    'POST',
    'api/orders/4/amendments/9/withdraw/',
  ],
  ['orders.auditTrail', (c) => c.orders.auditTrail(4), 'GET', 'api/orders/4/audit/'],
  [
    'orders.downloadConfirmation',
    (c) => c.orders.downloadConfirmation(4),
    'GET',
    'api/orders/4/confirmation/',
  ],
  [
    'orders.setIntermediaries',
    (c) => c.orders.setIntermediaries(4, { facilitator_id: 8, agent_id: null }),
    'PATCH',
    'api/orders/4/intermediaries/',
  ],
  [
    'orders.decideConsideration',
    (c) => c.orders.decideConsideration(4, 'reject', 'procurement-orders'),
    'PATCH',
    'api/procurement-orders/consideration/4/reject/',
  ],
  [
    'orders.reportTrade',
    (c) =>
      c.orders.reportTrade(
        {
          finstrument_id: 1,
          buy_or_sell: 'buy',
          quantity: 200_000,
          unit_clean_price: 99,
          trade_time: '2026-11-18T05:00:00Z',
        },
        'procurement-orders',
      ),
    'POST',
    'api/procurement-orders/',
  ],
  ['inventory.upload', (c) => c.inventory.upload(new Blob(['x'])), 'POST', 'api/inventory/upload/'],
  [
    'inventory.upload with progress',
    (c) => c.inventory.upload(new Blob(['x']), { confirm: true, uploadId: 'a1b2c3d4-e5f6' }),
    'POST',
    'api/inventory/upload/?confirm=true&upload_id=a1b2c3d4-e5f6',
  ],
  [
    'inventory.uploadProgress',
    (c) => c.inventory.uploadProgress('a1b2c3d4-e5f6'),
    'GET',
    'api/inventory/upload/progress/a1b2c3d4-e5f6/',
  ],
  ['inventory.list', (c) => c.inventory.list(), 'GET', 'api/inventory/'],
  [
    'inventory.recordExternalTrade',
    (c) =>
      c.inventory.recordExternalTrade({
        finstrument_id: 1,
        buy_or_sell: 'buy',
        quantity: 100,
        unit_clean_price: 99,
        trade_date: '2026-11-18',
      }),
    'POST',
    'api/inventory/external-trade/',
  ],
  [
    'inventory.confirmPrevious',
    (c) => c.inventory.confirmPrevious(),
    'PUT',
    'api/inventory/confirm-previous/',
  ],
  [
    'inventory.editValuationCost',
    (c) => c.inventory.editValuationCost({ id: 1, valuation_cost: 2 }),
    'PUT',
    'api/inventory/edit-valuation-cost/',
  ],
  [
    'inventory.offer',
    (c) => c.inventory.offer({ finstrument_id: 1, quantum: 1_000_000 }),
    'POST',
    'api/inventory/offer/',
  ],
  [
    'trade.updateMember',
    (c) => c.trade.updateMember(6, { status: 'inactive' }),
    'PATCH',
    'api/trade/members/6/',
  ],
  ['trade.getClientUsers', (c) => c.trade.getClientUsers(6), 'GET', 'api/trade/client/users/6/'],
  [
    'trade.updateBrokerage',
    (c) => c.trade.updateBrokerage(6, { brokerage: 1 }),
    'PATCH',
    'api/trade/6/brokerage/',
  ],
  ['trade.getFacilitators', (c) => c.trade.getFacilitators(), 'GET', 'api/trade/facilitator/'],
  ['trade.getAgents', (c) => c.trade.getAgents(), 'GET', 'api/trade/agent/'],
  ['trade.getTimings', (c) => c.trade.getTimings(), 'GET', 'api/trade/timings'],
  ['chatter.inviteUsers', (c) => c.chatter.inviteUsers(['u1']), 'POST', 'api/chatter/invite-users'],
  [
    'chatter.searchUsers',
    (c) => c.chatter.searchUsers({ search_param: 'ab' }),
    'GET',
    'api/chatter/user/search?page_size=20&search_param=ab',
  ],
  [
    'chatter.createTicket',
    (c) =>
      c.chatter.createTicket({
        finstrument_id: 1,
        buy_or_sell: 'buy' as const,
        quantity: 100,
        counterparty_user_id: 2,
      }),
    'POST',
    'api/chatter/trade/',
  ],
  ['chatter.listTickets', (c) => c.chatter.listTickets(), 'GET', 'api/chatter/trade/'],
  ['chatter.getTicket', (c) => c.chatter.getTicket(7), 'GET', 'api/chatter/trade/7/'],
  [
    'chatter.updateTicket',
    (c) => c.chatter.updateTicket(7, { quantity: 5, send_to_clients: true }),
    'PATCH',
    'api/chatter/trade/7/',
  ],
  [
    'chatter.ticketAction',
    (c) => c.chatter.ticketAction(7, 'accept'),
    'PATCH',
    'api/chatter/trade/actions/7/accept/',
  ],
  [
    'chatter.createManualTicket',
    (c) =>
      c.chatter.createManualTicket({
        ...{ finstrument_id: 1, buy_or_sell: 'buy' as const, quantity: 100, counterparty_user_id: 2 },
        price: { fixed_field: 'price', unit_clean_price: 99 },
      }),
    'POST',
    'api/chatter/trade/manual-ticket/',
  ],
  [
    'chatter.sendToBroker',
    (c) => c.chatter.sendToBroker(7, { user_id: 3, buy: true, sell: false }),
    'PATCH',
    'api/chatter/trade/send-to-broker/7/',
  ],
  [
    'chatter.acceptConsideration',
    (c) => c.chatter.acceptConsideration(7, { custodian_id: 501 }),
    'PATCH',
    'api/chatter/trade/accept-consideration/7/',
  ],
  [
    'chatter.updatePrice',
    (c) => c.chatter.updatePrice(7, { fixed_field: 'price', unit_clean_price: 99 }),
    'PATCH',
    'api/chatter/trade/7/price/',
  ],
  [
    'chatter.getConfirmedTrade',
    (c) => c.chatter.getConfirmedTrade(7),
    'GET',
    'api/chatter/trade/confirmed-trade/7/',
  ],
  [
    'chatter.downloadTicketConfirmation',
    (c) => c.chatter.downloadTicketConfirmation(7),
    'GET',
    'api/chatter/trade/confirmed-trade/7/confirmation/',
  ],
  [
    'chatter.updateSecurityPreferences',
    (c) => c.chatter.updateSecurityPreferences(['otp']),
    'POST',
    'api/chatter/user/security-preference',
  ],
  ['chatSession.removeSession', (c) => c.chatSession.removeSession('u1'), 'DELETE', 'api/remove-sb-session'],
  [
    'chatSession.downloadChats',
    (c) => c.chatSession.downloadChats({ startTime: 1, endTime: 2, channelIds: ['c'] }),
    'POST',
    'api/download-chats',
  ],
  ['surveillance.channels', (c) => c.surveillance.channels(), 'GET', 'api/surveillance/channels/'],
  [
    'surveillance.channelMessages',
    (c) => c.surveillance.channelMessages('../x'),
    'GET',
    'api/surveillance/channels/..%2Fx/messages/',
  ],
  [
    'surveillance.searchMessages',
    (c) => c.surveillance.searchMessages({ bond: 'GS 2033', text: '' }),
    'GET',
    'api/surveillance/messages/search/?bond=GS+2033',
  ],
  ['surveillance.tradeReview', (c) => c.surveillance.tradeReview(), 'GET', 'api/surveillance/trade-review/'],
  [
    'surveillance.reviewAlert',
    (c) => c.surveillance.reviewAlert({ alert_id: 'quote:1:price_deviation', note: 'ok' }),
    'POST',
    'api/surveillance/alerts/review/',
  ],
  ['surveillance.auditLog', (c) => c.surveillance.auditLog(), 'GET', 'api/surveillance/audit/'],
  [
    'surveillance.exportAuditLog',
    (c) => c.surveillance.exportAuditLog(),
    'GET',
    'api/surveillance/audit/export/',
  ],
  ['support.uploadFile', (c) => c.support.uploadFile(new Blob(['x'])), 'POST', 'ext/public/upload/'],
];

describe('API modules', () => {
  it.each(calls)('%s sends the right method and path', async (_name, call, method, path) => {
    const { client, recorded } = recordingClient();
    await expect(call(client)).rejects.toSatisfy(
      (error: unknown) => ApiError.isInstance(error) && error.status === 418,
    );
    expect(recorded).toHaveLength(1);
    expect(`${recorded[0]?.method} ${recorded[0]?.path}${recorded[0]?.query}`).toBe(`${method} ${path}`);
  });

  it('encodes path segments so a value cannot change the path', async () => {
    const { client, recorded } = recordingClient();
    await client.participants.getBrokerDetails('../admin' as never).catch(() => undefined);
    expect(recorded[0]?.path).toBe('api/chatter/search-brokers/..%2Fadmin');
  });

  it('returns downloads as a Blob', async () => {
    const { client } = recordingClient(() => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const blob = await client.market.downloadIm('INE001A07TV1');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(3);
  });

  it('returns a contract file endpoint (the quote sheet) as a Blob', async () => {
    const { client, recorded } = recordingClient(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    );
    const blob = await client.market.downloadQuote(7);
    expect(recorded[0]).toMatchObject({ method: 'POST', path: 'api/quote/7/download/', body: {} });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });

  it("reports a download's progress chunk by chunk against Content-Length", async () => {
    const chunks = [new Uint8Array([1, 2]), new Uint8Array([3, 4, 5])];
    const { client } = recordingClient(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(chunk);
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-length': '5', 'content-type': 'text/csv' } },
        ),
    );
    const seen: { loadedBytes: number; totalBytes: number | null }[] = [];
    const blob = await client.chatSession.downloadChats(
      { startTime: 1, endTime: 2, channelIds: ['c'] },
      { onProgress: (progress) => seen.push(progress) },
    );
    expect(seen).toEqual([
      { loadedBytes: 0, totalBytes: 5 },
      { loadedBytes: 2, totalBytes: 5 },
      { loadedBytes: 5, totalBytes: 5 },
    ]);
    expect(blob.type).toBe('text/csv');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3, 4, 5]);
  });

  it('swallows chat session token errors (resolves null) and returns the token otherwise', async () => {
    const failing = recordingClient();
    await expect(failing.client.chatSession.issueSessionToken('u1')).resolves.toBeNull();
    expect(failing.recorded[0]).toMatchObject({
      method: 'POST',
      path: 'api/issue-sb-session-token',
      body: { userId: 'u1' },
    });
    const working = recordingClient(() => Response.json({ token: 'sb-token', expires_at: 1 }));
    await expect(working.client.chatSession.issueSessionToken('u1')).resolves.toEqual({
      token: 'sb-token',
      expires_at: 1,
    });
  });
});

describe('support tickets', () => {
  it('uploads the file first, maps the type to the provider id and posts the ticket', async () => {
    const { client, recorded } = recordingClient((entry) =>
      entry.path === 'ext/public/upload/'
        ? Response.json({ file_url: 'https://files/x.png' })
        : Response.json({ id: 'T-1' }),
    );
    await expect(
      client.support.createTicket(
        { title: 'Price', body: 'Wrong yield', type: 2, file: new Blob(['x']) },
        { email: 'a@b.in' },
      ),
    ).resolves.toEqual({ id: 'T-1' });
    expect(recorded.map((entry) => entry.path)).toEqual(['ext/public/upload/', 'ext/intercom/ticket/']);
    expect(recorded[0]?.body).toBeInstanceOf(FormData);
    expect(recorded[1]?.body).toEqual({
      ticket_type_id: 6,
      contacts: [{ email: 'a@b.in' }],
      attributes: {
        _default_title_: 'Price',
        _default_description_: 'Wrong yield',
        file_url: 'https://files/x.png',
      },
    });
  });

  it('uses the product ids in dev mode and another provider when configured', async () => {
    const recorded: Recorded[] = [];
    const client = createBondClient({
      apiBase: 'https://api.example',
      support: { provider: 'helpdesk', devMode: true },
      fetch: async (input, init) => {
        recorded.push({
          method: init?.method ?? 'GET',
          path: new URL(String(input)).pathname.slice(1),
          query: '',
          body: JSON.parse(String(init?.body)),
        });
        return Response.json({ id: 9 });
      },
    });
    await client.support.createTicket({ title: 'Q', body: 'B', type: 4 }, { email: 'a@b.in' });
    expect(recorded[0]).toMatchObject({ path: 'ext/helpdesk/ticket/', body: { ticket_type_id: 4 } });
  });

  it('refuses an invalid ticket before sending anything', async () => {
    const { client, recorded } = recordingClient();
    await expect(
      client.support.createTicket({ title: ' ', body: 'B', type: 1 }, { email: 'a@b.in' }),
    ).rejects.toSatisfy((error: unknown) => PayloadValidationError.isInstance(error));
    expect(recorded).toEqual([]);
  });
});
