import { describe, expect, it } from 'vitest';
import { inventoryEndpoints } from '../../src/contract/inventoryEndpoints';
import { participantEndpoints } from '../../src/contract/participantEndpoints';
import { dealerEmail, fakeWithCallers, traderEmail } from './fakeMarketCalls';

const purchase = (quantity: number, price: number) => ({
  finstrument_id: 1,
  buy_or_sell: 'buy' as const,
  quantity,
  unit_clean_price: price,
  trade_date: '2026-01-05',
});

describe('the fake’s inventory', () => {
  it('averages purchases into the valuation cost and values the holding', async () => {
    const { call } = await fakeWithCallers();
    await call(inventoryEndpoints.recordExternalTrade, { body: purchase(1_000_000, 100) }, dealerEmail);
    const holding = await call(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(3_000_000, 102) },
      dealerEmail,
    );
    expect(holding.body).toMatchObject({
      quantity: 4_000_000,
      valuation_cost: 101.5,
      cost_value: 4_060_000,
      can_be_priced: true,
    });
    const sold = await call(
      inventoryEndpoints.recordExternalTrade,
      { body: { ...purchase(4_000_000, 90), buy_or_sell: 'sell' } },
      dealerEmail,
    );
    expect(sold.body).toMatchObject({ quantity: 0, valuation_cost: 101.5 });
    expect((await call(inventoryEndpoints.listHoldings, {}, dealerEmail)).body).toEqual([]);
  });

  it('refuses what the server refuses: a future date, a part of a bond, another firm’s holding, more than held', async () => {
    const { call } = await fakeWithCallers();
    const future = await call(
      inventoryEndpoints.recordExternalTrade,
      { body: { ...purchase(1e6, 100), trade_date: '2999-01-01' } },
      dealerEmail,
    );
    expect(future.body).toEqual({ trade_date: ['Trade time cannot be later than the current time.'] });
    const part = await call(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(150_000, 100) },
      dealerEmail,
    );
    expect(part.body).toEqual({ quantity: ['Quantum must be a multiple of the face value (₹1,00,000).'] });
    const holding = await call(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(1e6, 100) },
      dealerEmail,
    );
    const id = (holding.body as { id: number }).id;
    expect(
      (await call(inventoryEndpoints.editValuationCost, { body: { id, valuation_cost: 99 } }, traderEmail))
        .status,
    ).toBe(404);
    expect((await call(inventoryEndpoints.listHoldings, {}, traderEmail)).body).toEqual([]);
    const tooMuch = await call(
      inventoryEndpoints.offerHolding,
      { body: { finstrument_id: 1, quantum: 2e6, unit_price_stored: 101 } },
      dealerEmail,
    );
    expect(tooMuch.body).toEqual({ quantum: ['You hold only ₹10,00,000 of this bond.'] });
    const none = await call(
      inventoryEndpoints.offerHolding,
      { body: { finstrument_id: 2, quantum: 1e6, unit_price_stored: 101 } },
      dealerEmail,
    );
    expect(none.body).toEqual({ finstrument_id: ['You do not hold this bond.'] });
    const offered = await call(
      inventoryEndpoints.offerHolding,
      { body: { finstrument_id: 1, quote_type: 'BID', quantum: 1e6, unit_price_stored: 101 } },
      dealerEmail,
    );
    expect(offered).toMatchObject({
      status: 201,
      body: { inventory_id: id, eoi: { quote_type: 'ASK', quantum: 1e6 } },
    });
  });
});

describe('the fake’s participant directory', () => {
  it('finds other firms to trade with, brokers and clearing participants, never the caller’s firm', async () => {
    const { call } = await fakeWithCallers();
    const firms = await call(
      participantEndpoints.searchTradeParticipants,
      { query: { search_param: 'demo', exchange: 'NSE' } },
      dealerEmail,
    );
    expect((firms.body as { client_id: number }[]).map((firm) => firm.client_id)).toEqual([103]);
    const rfqFirms = await call(
      participantEndpoints.searchTradeParticipants,
      { query: { search_param: 'ltd', exchange: 'BSE', for_rfq: true } },
      dealerEmail,
    );
    expect(rfqFirms.body).toEqual([]);
    const brokers = await call(
      participantEndpoints.searchBrokers,
      { params: { exchange: 'BSE' } },
      dealerEmail,
    );
    expect((brokers.body as { name: string }[]).map((broker) => broker.name)).toEqual([
      'Demo Broking Capital Ltd',
    ]);
    const iccl = await call(
      participantEndpoints.searchIcclParticipants,
      { query: { search_param: 'IC0012' } },
      dealerEmail,
    );
    expect(iccl.body).toEqual([{ code: 'IC0012', name: 'Example Securities ICCL', client_id: 102 }]);
    const codes = await call(
      participantEndpoints.searchNscclParticipants,
      { query: { ucc_only: true } },
      dealerEmail,
    );
    expect(codes.body).toEqual([{ code: 'DCNSE001', name: 'Asha Investor', is_ucc: true }]);
  });

  it('shows a trading member of another firm, not its ops admin, and refuses compliance', async () => {
    const { call } = await fakeWithCallers();
    const kiran = await call(participantEndpoints.getParticipant, { params: { id: 12 } }, dealerEmail);
    expect(kiran.body).toMatchObject({
      user_id: 12,
      client_id: 102,
      user_name: 'Kiran Example',
      nsccl_code: 'NS0012',
    });
    const admin = await call(participantEndpoints.getParticipant, { params: { id: 14 } }, dealerEmail);
    expect(admin).toMatchObject({ status: 404, body: { detail: 'Participant not found.' } });
    const compliance = await call(
      participantEndpoints.getParticipant,
      { params: { id: 12 } },
      'compliance@bondkit.test',
    );
    expect(compliance.status).toBe(403);
  });
});
