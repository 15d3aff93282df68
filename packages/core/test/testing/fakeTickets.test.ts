import { describe, expect, it } from 'vitest';
import { ApiError, createBondClient, type BondClient } from '../../src/index';
import { PayloadValidationError } from '../../src/validation/index';
import { createDemoUsers, createFakeBondApi, fakeDemoPassword } from '../../src/testing/index';
import { thirdFirmDealer, thirdFirmDealerEmail } from './thirdFirmDealer';

async function clientOf(api: ReturnType<typeof createFakeBondApi>, email: string): Promise<BondClient> {
  const client = createBondClient({
    apiBase: 'https://fake',
    appBase: 'https://fake',
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    fetch: api.fetch,
  });
  await client.signIn({ email, password: fakeDemoPassword });
  return client;
}

describe('the fake API’s trade tickets', () => {
  it('negotiates a ticket between two firms on the server’s state machine', async () => {
    const api = createFakeBondApi();
    const dealer = await clientOf(api, 'dealer@bondkit.test');
    // The demo trader (Kiran) at Example Securities, client 102 and counterparty user 12: the other firm.
    const trader = await clientOf(api, 'trader@bondkit.test');
    const created = await dealer.chatter.createTicket({
      finstrument_id: 1,
      buy_or_sell: 'buy',
      quantity: 1_000_000,
      counterparty_user_id: 12,
    });
    expect(created).toMatchObject({ state: 'OPEN', my_side: 'buy' });
    expect([...created.allowed_actions!].sort()).toEqual(['cancel', 'modify', 'price']);
    const seen = await trader.chatter.getTicket(created.id);
    expect(seen).toMatchObject({ my_side: 'sell' });
    expect(seen.allowed_actions).toContain('reject');

    const priced = await trader.chatter.updatePrice(created.id, {
      fixed_field: 'price',
      unit_clean_price: 101,
    });
    expect(priced).toMatchObject({ state: 'NEGOTIATING', unit_clean_price: 101 });
    // No confirmation before the trade exists.
    const early = await dealer.chatter
      .downloadTicketConfirmation(created.id)
      .catch((error: unknown) => error);
    expect(ApiError.isInstance(early) && early.status).toBe(409);
    const own = await trader.chatter.ticketAction(created.id, 'accept').catch((error: unknown) => error);
    expect(ApiError.isInstance(own) && own.status).toBe(403);
    const agreed = await dealer.chatter.ticketAction(created.id, 'accept');
    expect(agreed).toMatchObject({ state: 'PRICE_AGREED', principal: 1_010_000, consideration: 1_010_000 });
    const badCustodian = await dealer.chatter
      .acceptConsideration(created.id, { custodian_id: 601 })
      .catch((error: unknown) => error);
    expect(ApiError.isInstance(badCustodian) && badCustodian.fieldErrors).toEqual({
      custodian_id: 'Custodian not found on NSE.',
    });
    await dealer.chatter.acceptConsideration(created.id, { custodian_id: 501 });
    const confirmed = await trader.chatter.ticketAction(created.id, 'confirm');
    expect(confirmed.state).toBe('CONFIRMED');
    expect(await dealer.chatter.listTickets()).toEqual([]);
    // Either firm downloads the confirmation, a real PDF naming the other firm.
    const pdf = await trader.chatter.downloadTicketConfirmation(created.id);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Trade: Sold 7.50% Demo Housing Finance 2030 \\(INE001A07TV1\\)) Tj');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(await dealer.chatter.getConfirmedTrade(created.id)).toMatchObject({
      order: { id: confirmed.order_id, buy_or_sell: 'buy' },
    });
  });

  it('hides tickets from other firms and refuses bad bodies before sending them', async () => {
    const api = createFakeBondApi({ users: [...createDemoUsers(), thirdFirmDealer()] });
    const dealer = await clientOf(api, 'dealer@bondkit.test');
    const ticket = await dealer.chatter.createTicket({
      finstrument_id: 1,
      buy_or_sell: 'sell',
      quantity: 500_000,
      counterparty_user_id: 12,
    });
    const outsider = await clientOf(api, thirdFirmDealerEmail);
    const hidden = await outsider.chatter.getTicket(ticket.id).catch((error: unknown) => error);
    expect(ApiError.isInstance(hidden) && hidden.status).toBe(404);
    const requestsBefore = api.requests.length;
    await expect(
      dealer.chatter.updatePrice(ticket.id, {
        fixed_field: 'price',
        unit_clean_price: 101,
        bond_yield: 0.07,
      }),
    ).rejects.toSatisfy((error: unknown) => PayloadValidationError.isInstance(error));
    expect(api.requests.length).toBe(requestsBefore);
  });
});
