import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from './renderApp';
import type { ExtraRoute } from './renderApp';

// The spec's support requests on the screens where they arise, not only behind a typed /contact?request= URL.
const ticketAnswer: ExtraRoute = (url) =>
  url.pathname === '/ext/intercom/ticket/' ? jsonResponse(201, { id: 'bk-9' }) : undefined;

function sentDescriptions(requests: { url: URL; init: RequestInit | undefined }[]): string[] {
  return requests
    .filter((request) => request.url.pathname === '/ext/intercom/ticket/')
    .map(
      (request) =>
        (JSON.parse(String(request.init?.body)) as { attributes: { _default_description_: string } })
          .attributes._default_description_,
    );
}

describe('support requests where they arise', () => {
  it('sends an exchange-integration request from the exchange credentials page', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/exchange-credentials', {
      signInAs: 'opsadmin@demo.bondkit.in',
      extraRoutes: [ticketAnswer],
    });
    await user.click(await screen.findByRole('button', { name: 'Request exchange integration' }));
    await waitFor(() =>
      expect(
        sentDescriptions(requests).some((text) => text.startsWith('REQUEST_INTEGRATE_WITH_EXCHANGE')),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
  });

  it('sends an inventory access request from the inventory page', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/inventory', {
      signInAs: 'dealer@demo.bondkit.in',
      extraRoutes: [ticketAnswer],
    });
    await user.click(await screen.findByRole('button', { name: 'Request inventory access for your team' }));
    await waitFor(() =>
      expect(sentDescriptions(requests).some((text) => text.startsWith('REQUEST_ACCESS_INVENTORY'))).toBe(
        true,
      ),
    );
  });
});

describe('the market depth request where depth is refused', () => {
  it('offers REQUEST_DEPTH_FEATURE on the bond page to a signed-in user without trade access', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/security/1', {
      signInAs: 'investor@demo.bondkit.in',
      extraRoutes: [ticketAnswer],
    });
    await user.click(await screen.findByRole('button', { name: 'Request market depth' }));
    await waitFor(() =>
      expect(sentDescriptions(requests).some((text) => text.startsWith('REQUEST_DEPTH_FEATURE'))).toBe(true),
    );
  });

  it('sends a visitor to the contact form with the depth request chosen', async () => {
    await renderApp('/security/1');
    expect(await screen.findByRole('link', { name: 'Request market depth' })).toHaveAttribute(
      'href',
      '/contact?request=REQUEST_DEPTH_FEATURE',
    );
  });

  it('shows a dealer, who sees the depth on dart, no request', async () => {
    await renderApp('/security/1', { signInAs: 'dealer@demo.bondkit.in' });
    await screen.findByRole('heading', { name: 'Market' });
    expect(screen.queryByText('Request market depth')).toBeNull();
  });
});
