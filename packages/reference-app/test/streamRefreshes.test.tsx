import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeTradeStream } from '@bondkit/core/testing';
import { renderApp } from './renderApp';

describe("the firm's quote book hears price overrides", () => {
  it('reloads My quotes when the stream says a price override changed', async () => {
    // jsdom lays nothing out: the docking workspace is shown as on a phone, one panel at a time under tabs.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    const stream = createFakeTradeStream();
    const { requests } = await renderApp('/dart', { signInAs: 'dealer@demo.bondkit.in', client: { stream } });
    await user.click(await screen.findByRole('tab', { name: 'My quotes' }));
    const bookLoads = () =>
      requests.filter(
        (request) =>
          request.url.pathname === '/api/eoi/rfq-quote/' &&
          request.url.searchParams.get('my_quotes') === 'true',
      ).length;
    await waitFor(() => expect(bookLoads()).toBeGreaterThan(0));
    const before = bookLoads();
    act(() =>
      stream.emit({
        type: 'price_override_update',
        finstrument_id: 1,
        unit_clean_price: 99.5,
        bond_yield: 0.0731,
      }),
    );
    await waitFor(() => expect(bookLoads()).toBe(before + 1));
  });
});
