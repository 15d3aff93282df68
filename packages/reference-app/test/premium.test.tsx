import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, type ExtraRoute } from './renderApp';

/** The body the server sends when the firm's plan lacks a feature (auth/premiumFeatures.ts). */
const premiumRequired = {
  detail:
    'Recording and reporting external trades is a premium feature, and Fake Firm is on the basic plan. Request an upgrade to use it.',
  code: 'premium_required',
  feature: 'externalTrades',
  plan: 'basic',
};

/** An empty book, and 402 on the premium writes. */
const basicPlanRoutes: ExtraRoute = (url, init) => {
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/orders/unified/' && method === 'GET')
    return jsonResponse(200, { count: 0, next: null, previous: null, results: [] });
  if (url.pathname === '/api/inventory/' && method === 'GET') return jsonResponse(200, []);
  if (url.pathname === '/api/orders/' && method === 'POST') return jsonResponse(402, premiumRequired);
  if (url.pathname === '/api/inventory/external-trade/' && method === 'POST')
    return jsonResponse(402, premiumRequired);
  return undefined;
};

async function fillTradeTerms(form: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Demo Housing');
  await user.click(await screen.findByRole('option', { name: /7\.50% Demo Housing Finance 2030/ }));
  await user.type(within(form).getByLabelText('Face value (₹)'), '100000');
  await user.type(within(form).getByLabelText('Clean price'), '99.5');
  await user.type(within(form).getByLabelText('Counterparty'), 'Outside Bank');
  return user;
}

function expectPremiumPage() {
  expect(screen.getByRole('heading', { name: 'Premium', level: 1 })).toBeVisible();
  const bullets = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(bullets).toEqual([
    'Manage your portfolio efficiently',
    'Execute trades from a single screen',
    'Record external trades',
  ]);
  expect(screen.getByRole('button', { name: 'Request Upgrade' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toBeVisible();
}

describe('402 Premium', () => {
  it('shows the Premium page with Request Upgrade when reporting a trade answers 402', async () => {
    const { requests } = await renderApp('/client/transactions', {
      signInAs: 'dealer@bondkit.test',
      extraRoutes: [basicPlanRoutes],
    });
    const form = (await screen.findByRole('heading', { name: 'Report an external trade' })).closest(
      'section',
    )!;
    const user = await fillTradeTerms(form);
    await user.click(within(form).getByRole('button', { name: 'Report trade' }));
    await screen.findByRole('heading', { name: 'Premium', level: 1 });
    expect(requests.some((request) => request.url.pathname === '/api/orders/')).toBe(true);
    expectPremiumPage();
  });

  it('shows the Premium page, not field errors, when recording an external trade answers 402', async () => {
    await renderApp('/inventory', { signInAs: 'dealer@bondkit.test', extraRoutes: [basicPlanRoutes] });
    const form = (await screen.findByRole('heading', { name: /record an external trade/i })).closest(
      'section',
    )!;
    const user = await fillTradeTerms(form);
    await user.click(within(form).getByRole('button', { name: 'Record trade' }));
    await screen.findByRole('heading', { name: 'Premium', level: 1 });
    expectPremiumPage();
    expect(screen.queryByText('premium_required')).toBeNull();
  });
});
