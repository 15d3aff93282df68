import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import { demoPassword, inProcessServerOrigin, startInProcessServer } from '@bondkit/server/testing';
import type { InProcessServer } from '@bondkit/server/testing';
import { renderApp } from './renderApp';

const investor = 'investor@demo.bondkit.in';

/** A bond of the seeded universe whose unit is `faceValue` rupees (₹10,000 NCDs, ₹100 G-secs). */
async function bondOfFaceValue(server: InProcessServer, faceValue: number) {
  const response = await server.server.app.inject({
    method: 'GET',
    url: '/api/trade/finstrument/',
    headers: await server.server.authorizationOf('dealer'),
  });
  const bond = response
    .json<
      { id: number; display_name: string; contract_parameters: { face_value: number; is_listed: boolean } }[]
    >()
    .find((row) => row.contract_parameters.face_value === faceValue && row.contract_parameters.is_listed);
  if (!bond) throw new Error(`No listed bond of face value ${faceValue} in the demo data.`);
  return bond;
}

/** The dealer, signed in on a browser of their own, as a second window would be. */
async function dealerClient(server: InProcessServer) {
  const client = createBondClient({
    apiBase: inProcessServerOrigin,
    visibility: () => () => {},
    online: () => () => {},
    watchBuilds: false,
    connectStream: false,
    fetch: server.newBrowser(),
  });
  const signedIn = await client.signIn({ email: 'dealer@demo.bondkit.in', password: demoPassword });
  if (!signedIn.ok) throw new Error('The dealer could not sign in.');
  return client;
}

describe("an individual investor's pages", () => {
  it('shows My bonds in her menu and not in a dealer’s', async () => {
    await renderApp('/my-bonds', { signInAs: investor });
    expect(
      await screen.findByRole('heading', { name: 'Your requests to Meridian Capital' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bonds' })).toHaveAttribute('href', '/my-bonds');
    expect(screen.getByText(/No requests yet/)).toBeInTheDocument();
    expect(screen.getByText(/No holdings yet/)).toBeInTheDocument();
  });

  it('keeps My bonds from a dealer (the route is a client’s)', async () => {
    await renderApp('/my-bonds', { signInAs: 'dealer@demo.bondkit.in' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My bonds' })).toBeNull();
  });

  it('requests a quote from a bond page, sees the quote there and on My bonds, accepts it, and sees the order', async () => {
    const server = await startInProcessServer();
    onTestFinished(() => server.close());
    const bond = await bondOfFaceValue(server, 10_000);
    const user = userEvent.setup();
    const app = await renderApp(`/security/${bond.id}`, { signInAs: investor, server });
    const panel = await screen.findByRole('region', { name: 'Buy or sell through Meridian Capital' });
    // The face value starts at the bond's own (one ₹10,000 unit), as the calculator's does.
    expect(within(panel).getByLabelText('Face value (₹)')).toHaveValue('10,000');
    await waitFor(() => expect(screen.getAllByLabelText('Face value (₹)')[1]).toHaveValue('10,000'));

    // A face value that is not whole units is refused before anything is sent.
    await user.clear(within(panel).getByLabelText('Face value (₹)'));
    await user.type(within(panel).getByLabelText('Face value (₹)'), '15000');
    await user.click(within(panel).getByRole('button', { name: 'Request a quote' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Face value must be a multiple of ₹10,000.');
    await user.clear(within(panel).getByLabelText('Face value (₹)'));
    await user.type(within(panel).getByLabelText('Face value (₹)'), '50000');
    await user.click(within(panel).getByRole('button', { name: 'Request a quote' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Sent to Meridian Capital: buy ₹50,000.',
    );
    const request = await within(panel).findByRole('listitem');
    expect(within(request).getByText('Waiting for a quote')).toBeInTheDocument();

    // The dealer finds it addressed to the firm, named by client, and quotes it.
    const dealer = await dealerClient(server);
    const addressed = (await dealer.trade.listFirmClientEois()).eois.find(
      (eoi) => eoi.finstrument_id === bond.id,
    );
    expect(addressed?.client.name).toBe('Ananya Iyer');
    await dealer.trade.quoteClientEoi(addressed!.id, { unit_price_stored: 100.25, valid_minutes: 30 });

    app.unmount();
    await renderApp('/my-bonds', { signInAs: investor, server });
    const card = await screen.findByRole('listitem', { name: /Buy ₹50,000/ });
    expect(within(card).getByText('Quote received')).toBeInTheDocument();
    expect(within(card).getByTestId('client-eoi-quote')).toHaveTextContent('100.2500');
    await user.click(within(card).getByRole('button', { name: 'Accept quote' }));
    expect(within(card).getByRole('group', { name: 'Confirm the order' })).toHaveTextContent(
      'Buy ₹50,000 of',
    );
    await user.click(within(card).getByRole('button', { name: 'Confirm order' }));
    expect(await within(card).findByText('Accepted: order placed')).toBeInTheDocument();
    const orders = await screen.findByRole('region', { name: 'Orders table' });
    expect(within(orders).getByRole('cell', { name: 'Meridian Capital' })).toBeInTheDocument();
    const holdings = screen.getByRole('region', { name: 'Holdings table' });
    expect(within(holdings).getByRole('cell', { name: '₹50,000' })).toBeInTheDocument();
    // The dealer's firm sees the same order, on the other side.
    const dealerOrders = await dealer.orders.listUnified({ page: 1, page_size: 5 });
    expect(dealerOrders.results[0]).toMatchObject({ buy_or_sell: 'sell', counterparty_name: 'Ananya Iyer' });
  }, 60_000);
});

describe('ratings in words', () => {
  it('shows a sovereign rating as a word on find, never the code', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await renderApp('/find', { signInAs: investor });
    await screen.findByRole('table');
    expect(screen.getAllByText(/Sovereign/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/SOVEREIGN/)).toBeNull();
  });
});
