import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bond, BondClient } from '@bondkit/core';
import { createDemoBonds } from '@bondkit/core/testing';
import type { FakeRequest } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { createClientWithFetch, createTestClient, jsonResponse } from '../provider/testing/createTestClient';
import { NetworkError } from '@bondkit/core';
import { searchFailureText } from '../combobox/searchFailureText';
import { BondSearch } from './BondSearch';
import type { BondSearchProps } from './BondSearch';

beforeEach(() => {
  // shouldAdvanceTime: Testing Library's async wrapper waits on a real setTimeout(0), which would never
  // fire under fully frozen timers.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(props: BondSearchProps = {}, client?: BondClient) {
  const made = createTestClient();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const activeClient = client ?? made.client;
  const view = render(
    <BondkitProvider client={activeClient} soundPlayer={null}>
      <BondSearch {...props} />
      <button type="button">after</button>
    </BondkitProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Bond' });
  return { ...view, user, input, fakeApi: made.fakeApi, client: activeClient };
}

/** Lets the 300 ms debounce pass and the fake backend answer. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const searchRequests = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === 'api/finstrument/search/');

describe('BondSearch', () => {
  it('throws a how-to-fix error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BondSearch />)).toThrow(
      'BondSearch must be used inside <BondkitProvider>. Wrap your app (or the widget) in <BondkitProvider client={createBondClient(...)}>.',
    );
    vi.restoreAllMocks();
  });

  it("shows the spec's placeholder, 'Start typing to search...' only while empty, no search below 3 characters", async () => {
    const { user, input, fakeApi } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search for Bonds by Name, ISIN, Issuer...');
    await user.click(input);
    expect(screen.getByText('Start typing to search...', { selector: 'p' })).toBeInTheDocument();
    await user.type(input, 'de');
    await settle();
    expect(screen.queryByText('Start typing to search...', { selector: 'p' })).toBeNull();
    expect(searchRequests(fakeApi.requests)).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches once, 300 ms after the last keystroke', async () => {
    const { user, input, fakeApi } = setup();
    await user.type(input, 'demo');
    await act(async () => {
      // 250, not 299: the fake clock also follows real time (see beforeEach), so leave slack.
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(searchRequests(fakeApi.requests)).toHaveLength(0);
    await settle();
    const requests = searchRequests(fakeApi.requests);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query.get('search_key')).toBe('demo');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Bonds' })).toBeInTheDocument();
  });

  it('labels unlisted, matured and disabled-ISIN bonds and does not let them be chosen', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ onValueChange });
    await user.type(input, 'demo');
    await settle();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^7\.50% Demo Housing Finance 2030/),
      expect.stringMatching(/^8\.10% Demo Power Grid 2028/),
      expect.stringMatching(/^\(UNLISTED\) 9\.25% Demo Small Finance/),
      expect.stringMatching(/^\(MATURED\) 6\.90% Demo Railways 2023/),
      expect.stringMatching(/^8\.75% Demo Infra 2031 \(ISIN DISABLED\)/),
    ]);
    expect(options.map((option) => option.getAttribute('aria-disabled'))).toEqual([
      null,
      null,
      'true',
      'true',
      'true',
    ]);
    await user.click(options[3] as HTMLElement);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('demo');
  });

  it('highlights the matched text', async () => {
    const { user, input } = setup();
    await user.type(input, 'power');
    await settle();
    const option = screen.getByRole('option');
    expect(option.querySelector('mark')).toHaveTextContent('Power');
  });

  it('moves with the arrows, Home and End, skipping disabled options, and keeps focus in the input', async () => {
    const { user, input } = setup();
    await user.type(input, 'demo');
    await settle();
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{End}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('chooses with Enter and reports the reason', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ onValueChange });
    await user.type(input, 'demo');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), { reason: 'keyboard' });
    expect(input).toHaveValue('8.10% Demo Power Grid 2028');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with a click', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ onValueChange });
    await user.type(input, 'housing');
    await settle();
    await user.click(screen.getByRole('option'));
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), { reason: 'click' });
    expect(input).toHaveFocus();
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    const onValueChange = vi.fn();
    const { user, input } = setup({ onValueChange, defaultValue: createDemoBonds()[0] });
    expect(input).toHaveValue('7.50% Demo Housing Finance 2030');
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null, { reason: 'clear' });
    onValueChange.mockClear();
    await user.type(input, 'grid');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), {
      reason: 'keyboard',
    });
    await user.type(input, 'x');
    await settle();
    expect(screen.getByText('No bonds found', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No bonds found')).not.toBeInTheDocument();
    expect(input).toHaveValue('8.10% Demo Power Grid 2028x');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(null, { reason: 'clear' });
  });

  it('leaves with Tab and closes the popup', async () => {
    const { user, input } = setup();
    await user.type(input, 'demo');
    await settle();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'No bonds found' when nothing matches, and announces result counts", async () => {
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    await settle();
    expect(screen.getByText('No bonds found', { selector: 'p' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'government');
    await settle();
    const statuses = screen.getAllByRole('status');
    expect(statuses.some((status) => status.textContent === '1 result available.')).toBe(true);
  });

  it('empties the results when the search fails, says so (not "No bonds found") and calls onError', async () => {
    const onError = vi.fn();
    const { user, input, fakeApi } = setup({ onError });
    await user.type(input, 'demo');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(5);
    // Twice: the client retries a failed GET once before giving up.
    fakeApi.failNext({ path: 'api/finstrument/search/', status: 500, body: { detail: 'down' }, times: 2 });
    await user.type(input, ' power');
    await settle();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('No bonds found', { selector: 'p' })).toBeNull();
    expect(screen.getByText(/^Search failed\. Please try again\./, { selector: 'p' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
  });

  it('names the likely cause in development: CORS or a missing sign-in', () => {
    const refused = new NetworkError({
      code: 'network_error',
      method: 'GET',
      url: 'https://api.example/api/finstrument/search/',
      cause: new TypeError('Failed to fetch'),
    });
    expect(searchFailureText(refused, true)).toMatch(/add this origin \(.+\) to its ALLOWED_ORIGINS/);
    expect(searchFailureText(refused, false)).toBe('Search failed. Please try again.');
  });

  it('aborts a slow search and discards its answer when a newer one returns first', async () => {
    const bonds = createDemoBonds();
    const signals: AbortSignal[] = [];
    let answerSlow: () => void = () => undefined;
    const client = createClientWithFetch(async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const key = url.searchParams.get('search_key');
      if (init?.signal) signals.push(init.signal);
      if (key === 'demo') {
        // Answers late and ignores the abort, like a server whose response was already on the wire.
        await new Promise<void>((resolve) => {
          answerSlow = resolve;
        });
        return jsonResponse(200, { finstruments: bonds });
      }
      return jsonResponse(200, { finstruments: bonds.filter((bond) => bond.id === 3) });
    });
    const { user, input } = setup({}, client);
    await user.type(input, 'demo');
    await settle();
    await user.clear(input);
    await user.type(input, 'india');
    await settle();
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await act(async () => {
      answerSlow();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('Government of India');
  });

  it('follows a controlled value and reports without changing it', async () => {
    const bonds = createDemoBonds();
    const changes: (number | null)[] = [];
    function Controlled() {
      const [bond, setBond] = useState<Bond | null>(bonds[2] ?? null);
      return (
        <>
          <BondSearch
            value={bond}
            onValueChange={(next) => {
              changes.push(next?.id ?? null);
              if (next?.id !== 1) setBond(next);
            }}
          />
          <button type="button" onClick={() => setBond(bonds[1] ?? null)}>
            pick grid
          </button>
        </>
      );
    }
    const { client } = createTestClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Controlled />
      </BondkitProvider>,
    );
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('7.18% Government of India 2037');
    await user.click(screen.getByRole('button', { name: 'pick grid' }));
    expect(input).toHaveValue('8.10% Demo Power Grid 2028');
    // The owner refuses bond 1: the box goes back to the owner's value when it is left.
    await user.clear(input);
    await user.type(input, 'housing');
    await settle();
    await user.click(screen.getByRole('option'));
    expect(changes).toEqual([null, 1]);
    await user.click(screen.getByRole('button', { name: 'pick grid' }));
    expect(input).toHaveValue('8.10% Demo Power Grid 2028');
  });

  it('renders options through renderOption and puts className and style on the root', async () => {
    const { user, input, container } = setup({
      className: 'partner-search',
      style: { maxWidth: 320 },
      appearance: { theme: 'dark', variables: { colorPrimary: '#ff6600' } },
      renderOption: (option, state) => `${option.bond.identifiers.ISIN}${state.highlighted ? ' *' : ''}`,
    });
    const root = container.querySelector('.bk-bond-search') as HTMLElement;
    expect(root).toHaveClass('partner-search', 'bk-theme-dark');
    expect(root.style.maxWidth).toBe('320px');
    expect(root.style.getPropertyValue('--bk-color-primary')).toBe('#ff6600');
    await user.type(input, 'housing');
    await settle();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option')).toHaveTextContent('INE001A07TV1 *');
    // The popup is portalled out of the root but carries the widget's theme.
    expect(screen.getByRole('listbox').closest('.bk-popover')).toHaveClass('bk-theme-dark');
  });

  it("takes a form's id, aria-invalid and aria-describedby on its input", () => {
    render(<p id="bond-error">This field is required</p>);
    const { input } = setup({ id: 'bond-field', 'aria-invalid': true, 'aria-describedby': 'bond-error' });
    expect(input).toHaveAttribute('id', 'bond-field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
  });

  it('does nothing while disabled', async () => {
    const { user, input, fakeApi } = setup({ disabled: true });
    expect(input).toBeDisabled();
    await user.type(input, 'demo');
    await settle();
    expect(searchRequests(fakeApi.requests)).toHaveLength(0);
  });

  it('portals its listbox into a shadow root through portalContainer', async () => {
    const { client } = createTestClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const mountPoint = document.createElement('div');
    const layers = document.createElement('div');
    shadowRoot.append(mountPoint, layers);
    render(
      <BondkitProvider client={client} soundPlayer={null} portalContainer={layers}>
        <BondSearch />
      </BondkitProvider>,
      { container: mountPoint },
    );
    const input = within(mountPoint).getByRole('combobox');
    await user.type(input, 'demo');
    await settle();
    const listbox = within(layers).getByRole('listbox');
    expect(listbox.getRootNode()).toBe(shadowRoot);
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    host.remove();
  });
});
