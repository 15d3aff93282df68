import { describe, expect, it } from 'vitest';
import { inventoryEndpoints } from '../../src/contract/inventoryEndpoints';
import { participantEndpoints } from '../../src/contract/participantEndpoints';
import { dealerEmail, fakeWithCallers, traderEmail } from './fakeCaller';

const purchase = (quantity: number, price: number) => ({
  finstrument_id: 1,
  buy_or_sell: 'buy' as const,
  quantity,
  unit_clean_price: price,
  trade_date: '2026-01-05',
});

describe('the fake’s inventory', () => {
  it('averages purchases into the valuation cost and values the holding', async () => {
    const { callEndpoint } = fakeWithCallers();
    await callEndpoint(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(1_000_000, 100) },
      dealerEmail,
    );
    const holding = await callEndpoint(
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
    const sold = await callEndpoint(
      inventoryEndpoints.recordExternalTrade,
      { body: { ...purchase(4_000_000, 90), buy_or_sell: 'sell' } },
      dealerEmail,
    );
    expect(sold.body).toMatchObject({ quantity: 0, valuation_cost: 101.5 });
    expect((await callEndpoint(inventoryEndpoints.listHoldings, {}, dealerEmail)).body).toEqual([]);
  });

  it('refuses what the server refuses: a future date, a part of a bond, another firm’s holding, more than held', async () => {
    const { callEndpoint } = fakeWithCallers();
    const future = await callEndpoint(
      inventoryEndpoints.recordExternalTrade,
      { body: { ...purchase(1e6, 100), trade_date: '2999-01-01' } },
      dealerEmail,
    );
    expect(future.body).toEqual({ trade_date: ['Trade time cannot be later than the current time.'] });
    const part = await callEndpoint(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(150_000, 100) },
      dealerEmail,
    );
    expect(part.body).toEqual({ quantity: ['Quantum must be a multiple of the face value (₹1,00,000).'] });
    const holding = await callEndpoint(
      inventoryEndpoints.recordExternalTrade,
      { body: purchase(1e6, 100) },
      dealerEmail,
    );
    const id = (holding.body as { id: number }).id;
    expect(
      (
        await callEndpoint(
          inventoryEndpoints.editValuationCost,
          { body: { id, valuation_cost: 99 } },
          traderEmail,
        )
      ).status,
    ).toBe(404);
    expect((await callEndpoint(inventoryEndpoints.listHoldings, {}, traderEmail)).body).toEqual([]);
    const tooMuch = await callEndpoint(
      inventoryEndpoints.offerHolding,
      { body: { finstrument_id: 1, quantum: 2e6, unit_price_stored: 101 } },
      dealerEmail,
    );
    expect(tooMuch.body).toEqual({ quantum: ['You hold only ₹10,00,000 of this bond.'] });
    const none = await callEndpoint(
      inventoryEndpoints.offerHolding,
      { body: { finstrument_id: 2, quantum: 1e6, unit_price_stored: 101 } },
      dealerEmail,
    );
    expect(none.body).toEqual({ finstrument_id: ['You do not hold this bond.'] });
    const offered = await callEndpoint(
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
    const { callEndpoint } = fakeWithCallers();
    const firms = await callEndpoint(
      participantEndpoints.searchTradeParticipants,
      { query: { search_param: 'demo', exchange: 'NSE' } },
      dealerEmail,
    );
    expect((firms.body as { client_id: number }[]).map((firm) => firm.client_id)).toEqual([103]);
    const rfqFirms = await callEndpoint(
      participantEndpoints.searchTradeParticipants,
      { query: { search_param: 'ltd', exchange: 'BSE', for_rfq: true } },
      dealerEmail,
    );
    expect(rfqFirms.body).toEqual([]);
    const brokers = await callEndpoint(
      participantEndpoints.searchBrokers,
      { params: { exchange: 'BSE' } },
      dealerEmail,
    );
    expect((brokers.body as { name: string }[]).map((broker) => broker.name)).toEqual([
      'Demo Broking Capital Ltd',
    ]);
    const iccl = await callEndpoint(
      participantEndpoints.searchIcclParticipants,
      { query: { search_param: 'IC0012' } },
      dealerEmail,
    );
    expect(iccl.body).toEqual([{ code: 'IC0012', name: 'Example Securities ICCL', client_id: 102 }]);
    const codes = await callEndpoint(
      participantEndpoints.searchNscclParticipants,
      { query: { ucc_only: true } },
      dealerEmail,
    );
    expect(codes.body).toEqual([{ code: 'DCNSE001', name: 'Asha Investor', is_ucc: true }]);
  });

  it('shows a trading member of another firm, not its ops admin, and refuses compliance', async () => {
    const { callEndpoint } = fakeWithCallers();
    const kiran = await callEndpoint(
      participantEndpoints.getParticipant,
      { params: { id: 12 } },
      dealerEmail,
    );
    expect(kiran.body).toMatchObject({
      user_id: 12,
      client_id: 102,
      user_name: 'Kiran Example',
      nsccl_code: 'NS0012',
    });
    const admin = await callEndpoint(
      participantEndpoints.getParticipant,
      { params: { id: 14 } },
      dealerEmail,
    );
    expect(admin).toMatchObject({ status: 404, body: { detail: 'Participant not found.' } });
    const compliance = await callEndpoint(
      participantEndpoints.getParticipant,
      { params: { id: 12 } },
      'compliance@bondkit.test',
    );
    expect(compliance.status).toBe(403);
  });
});
