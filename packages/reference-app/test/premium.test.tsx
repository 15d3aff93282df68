import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startInProcessServer } from '@bondkit/server/testing';
import { renderApp } from './renderApp';

/** A server of the test's own where the dealer's firm (Meridian) is on the basic plan: premium writes answer 402. */
async function basicPlanServer() {
  const server = await startInProcessServer();
  onTestFinished(() => server.close());
  await server.updateFirmOf('dealer@demo.bondkit.in', { plan: 'basic' });
  return server;
}

async function fillTradeTerms(form: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(form).getByRole('combobox', { name: 'Bond' }), 'Ajanta Housing');
  await user.click(await screen.findByRole('option', { name: /6\.50% AJANTA HOUSING FINANCE 2028/ }));
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
      signInAs: 'dealer@demo.bondkit.in',
      server: await basicPlanServer(),
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
    await renderApp('/inventory', { signInAs: 'dealer@demo.bondkit.in', server: await basicPlanServer() });
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
