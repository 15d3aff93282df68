import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@bondkit/core';
import { createFakeTradeStream } from '@bondkit/core/testing';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

// jsdom lays nothing out: give the data table's scroller a height so the virtualiser renders rows.
let restoreHeight: () => void;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('bk-data-table__scroller') ? 480 : 0;
    },
  });
  restoreHeight = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
});
afterEach(() => restoreHeight());

const facilitator = { id: 11, name: 'Narmada Facilitators', brand_name: null };
const agent = { id: 12, name: 'Godavari Bond Agents', brand_name: null };

/** A trade Meridian reported and this firm (the fake dealer's) accepted: its consideration waits for us. */
function agreedTrade(): Order {
  return {
    id: 7,
    kind: 'orders',
    finstrument_id: 1,
    display_name: '7.50% Demo Housing Finance 2030',
    status: 'ACCEPTED',
    buy_or_sell: 'sell',
    quantity: 10_000_000,
    unit_clean_price: 99.5,
    bond_yield: 0.0752,
    settlement_date: '2026-11-19',
    consideration: 10_012_345.67,
    counterparty_name: 'Meridian Capital',
    is_owner: false,
    facilitator: null,
    agent: null,
    consideration_status: 'PENDING',
    can_decide_consideration: true,
  };
}

/** A small server: the trade, its empty amendments and audit, the directories, and the two writes. */
function tradeServer(order: Order): ExtraRoute {
  return (url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    if (path === '/api/orders/unified/')
      return jsonResponse(200, { count: 1, next: null, previous: null, results: [order] });
    if (path === '/api/orders/7/' && method === 'GET') return jsonResponse(200, order);
    if (path === '/api/orders/7/amendments/' || path === '/api/orders/7/audit/')
      return jsonResponse(200, { results: [] });
    if (path === '/api/trade/facilitator/') return jsonResponse(200, [facilitator]);
    if (path === '/api/trade/agent/') return jsonResponse(200, [agent]);
    if (path === '/api/orders/consideration/7/accept/' && method === 'PATCH') {
      Object.assign(order, { consideration_status: 'ACCEPTED', can_decide_consideration: false });
      return jsonResponse(200, order);
    }
    if (path === '/api/orders/7/intermediaries/' && method === 'PATCH') {
      const body = JSON.parse(String(init?.body)) as {
        facilitator_id: number | null;
        agent_id: number | null;
      };
      Object.assign(order, {
        facilitator: body.facilitator_id === facilitator.id ? facilitator : null,
        agent: body.agent_id === agent.id ? agent : null,
      });
      return jsonResponse(200, order);
    }
    return undefined;
  };
}

async function openTrade(order: Order) {
  const stream = createFakeTradeStream();
  const user = userEvent.setup();
  const app = await renderApp('/client/transactions', {
    signInAs: 'dealer@demo.bondkit.in',
    extraRoutes: [tradeServer(order)],
    client: { stream },
  });
  await user.click(await screen.findByRole('button', { name: 'Open trade 7' }));
  const drawer = (await screen.findByRole('heading', { name: 'Trade 7' })).closest('aside')!;
  await within(drawer).findByTestId('consideration-status');
  return { user, stream, drawer, ...app };
}

const writes = (requests: { url: URL; init: RequestInit | undefined }[], path: string) =>
  requests.filter((request) => request.url.pathname === path && request.init?.method === 'PATCH');

describe('consideration and intermediaries on a trade', () => {
  it('accepts the consideration only after confirming, and shows it accepted', async () => {
    const { user, drawer, requests } = await openTrade(agreedTrade());
    expect(within(drawer).getByTestId('consideration-status')).toHaveTextContent('awaiting the counterparty');
    await user.click(within(drawer).getByRole('button', { name: 'Accept consideration' }));
    expect(writes(requests, '/api/orders/consideration/7/accept/')).toHaveLength(0);
    const question = within(drawer).getByRole('group', {
      name: /Accept the consideration of ₹1,00,12,345\.67\?/,
    });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(drawer).getByTestId('consideration-status')).toHaveTextContent(
        'accepted by the counterparty',
      ),
    );
    expect(writes(requests, '/api/orders/consideration/7/accept/')).toHaveLength(1);
    expect(within(drawer).queryByRole('button', { name: 'Accept consideration' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject consideration' })).toBeNull();
  });

  it('picks a facilitator from the offered firms, confirms, and sends only that change', async () => {
    const { user, drawer, requests } = await openTrade(agreedTrade());
    const save = within(drawer).getByRole('button', { name: 'Save facilitator and agent' });
    expect(save).toBeDisabled();
    const picker = within(drawer).getByRole('combobox', { name: 'Facilitator' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: facilitator.name })).toBeTruthy());
    await user.selectOptions(picker, facilitator.name);
    await user.click(save);
    await user.click(within(drawer).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(requests, '/api/orders/7/intermediaries/')).toHaveLength(1));
    expect(JSON.parse(String(writes(requests, '/api/orders/7/intermediaries/')[0]!.init?.body))).toEqual({
      facilitator_id: facilitator.id,
      agent_id: null,
    });
    const details = within(drawer).getByText('Facilitator', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(details).toHaveTextContent(facilitator.name));
  });

  it("shows the counterparty's decision live when the stream says the trade changed", async () => {
    const order = agreedTrade();
    Object.assign(order, { is_owner: true, can_decide_consideration: false });
    const { drawer, stream } = await openTrade(order);
    expect(within(drawer).queryByRole('button', { name: 'Accept consideration' })).toBeNull();
    // The other firm rejects on its screen: the server's row changes and the hub tells this firm.
    Object.assign(order, { consideration_status: 'REJECTED', agent });
    act(() =>
      stream.emit({
        type: 'order_update',
        order_id: 7,
        kind: 'orders',
        status: 'ACCEPTED',
        action: 'consideration.reject',
      }),
    );
    await waitFor(() =>
      expect(within(drawer).getByTestId('consideration-status')).toHaveTextContent(
        'rejected by the counterparty',
      ),
    );
    expect(within(drawer).getByText('Agent', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      agent.name,
    );
  });

  it('reports a trade through the chosen facilitator and agent', async () => {
    const { user, requests } = await openTrade(agreedTrade());
    const form = screen.getByRole('heading', { name: 'Report an external trade' }).closest('section')!;
    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Ajanta Housing');
    await user.click(await screen.findByRole('option', { name: /6\.50% AJANTA HOUSING FINANCE 2028/ }));
    await user.type(within(form).getByLabelText('Face value (₹)'), '100000');
    await user.type(within(form).getByLabelText('Clean price'), '99.5');
    await user.type(within(form).getByLabelText('Counterparty'), 'Outside Bank');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Facilitator' }), facilitator.name);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Agent' }), agent.name);
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.pathname === '/api/orders/' && request.init?.method === 'POST',
        ),
      ).toBe(true),
    );
    const sent = requests.find(
      (request) => request.url.pathname === '/api/orders/' && request.init?.method === 'POST',
    )!;
    expect(JSON.parse(String(sent.init?.body))).toMatchObject({
      facilitator_id: facilitator.id,
      agent_id: agent.id,
    });
  });

  it('refuses a settlement date before today or on a weekend before sending the trade', async () => {
    const { user, requests } = await openTrade(agreedTrade());
    const form = screen.getByRole('heading', { name: 'Report an external trade' }).closest('section')!;
    await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Ajanta Housing');
    await user.click(await screen.findByRole('option', { name: /6\.50% AJANTA HOUSING FINANCE 2028/ }));
    await user.type(within(form).getByLabelText('Face value (₹)'), '100000');
    await user.type(within(form).getByLabelText('Clean price'), '99.5');
    await user.type(within(form).getByLabelText('Counterparty'), 'Outside Bank');
    const settlement = within(form).getByLabelText('Settlement date');
    expect(settlement.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const posted = () =>
      requests.filter(
        (request) => request.url.pathname === '/api/orders/' && request.init?.method === 'POST',
      );

    fireEvent.change(settlement, { target: { value: '2020-01-06' } });
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    expect(await within(form).findByText('Settlement date cannot be before the trade date.')).toBeTruthy();

    // The next Saturday, at least a week out: never today, never a past day.
    const saturday = new Date(Date.now() + 7 * 86_400_000);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    fireEvent.change(settlement, { target: { value: saturday.toISOString().slice(0, 10) } });
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    expect(
      await within(form).findByText(
        'Settlement date must be a business day (not a weekend or market holiday).',
      ),
    ).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });
});
