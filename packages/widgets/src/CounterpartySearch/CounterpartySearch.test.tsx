import { fakeDemoPassword } from '@bondkit/core/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Counterparty } from '@bondkit/core';
import { BondkitProvider } from '../provider/BondkitProvider';
import { createTestClient } from '../provider/testing/createTestClient';
import { CounterpartySearch } from './CounterpartySearch';
import type { CounterpartySearchProps } from './CounterpartySearch';
import { dedupeCounterparties, emptyTextForPlaceholder, isSameCounterparty } from './counterpartyOption';

beforeEach(() => {
  // See BondSearch.test.tsx: Testing Library's async wrapper needs the clock to follow real time.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function party(overrides: Partial<Counterparty>): Counterparty {
  return {
    user_id: null,
    client_id: null,
    nsccl_code: null,
    iccl_code: null,
    user_name: null,
    brand_name: null,
    name: null,
    ...overrides,
  };
}

/** The search is a signed-in firm's (the server answers 401 to nobody, and so does the fake). */
async function setup(props: CounterpartySearchProps = {}) {
  const { client, fakeApi } = createTestClient();
  await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <BondkitProvider client={client} soundPlayer={null}>
      <CounterpartySearch {...props} />
    </BondkitProvider>,
  );
  return { user, input: screen.getByRole('combobox'), fakeApi };
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('counterparty identity', () => {
  it('treats parties with the same user_id or client_id as the same, never on null ids', () => {
    expect(isSameCounterparty(party({ user_id: 1 }), party({ user_id: 1, client_id: 9 }))).toBe(true);
    expect(isSameCounterparty(party({ client_id: 5 }), party({ user_id: 2, client_id: 5 }))).toBe(true);
    expect(isSameCounterparty(party({ user_id: 1 }), party({ user_id: 2 }))).toBe(false);
    expect(isSameCounterparty(party({}), party({}))).toBe(false);
  });

  it('dedupes, keeping the first', () => {
    const first = party({ user_id: 1, name: 'first' });
    expect(
      dedupeCounterparties([first, party({ user_id: 1, name: 'again' }), party({ user_id: 2 })]),
    ).toHaveLength(2);
  });

  it("picks the spec's empty text from the placeholder", () => {
    expect(emptyTextForPlaceholder('Search Buyers')).toBe('No Buyers Found');
    expect(emptyTextForPlaceholder('Select seller')).toBe('No Sellers Found');
    expect(emptyTextForPlaceholder('Search counterparty')).toBe('No Entities Found');
  });
});

describe('CounterpartySearch', () => {
  it('throws a how-to-fix error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CounterpartySearch />)).toThrow(
      /^CounterpartySearch must be used inside <BondkitProvider>/,
    );
    vi.restoreAllMocks();
  });

  it('lists members and companies under their headings', async () => {
    const { user, input, fakeApi } = await setup();
    await user.type(input, 'example');
    await settle();
    const request = fakeApi.requests.find((entry) => entry.path === 'api/chatter/users-clients-unified/');
    expect(request?.query.get('search_param')).toBe('example');
    const members = screen.getByRole('group', { name: 'Member' });
    const companies = screen.getByRole('group', { name: 'Company' });
    expect(within(members).getByRole('option')).toHaveTextContent('Kiran Example');
    expect(within(companies).getByRole('option')).toHaveTextContent('Example Securities');
  });

  it('dedupes repeated parties within a heading', async () => {
    const { user, input, fakeApi } = await setup();
    // Kiran again, at a second firm with another clearing code: the same party by user_id all the same.
    const { users, clients } = fakeApi.state.counterparties;
    const kiran = users.find((party) => party.user_id === 12) as Counterparty;
    fakeApi.state.counterparties = {
      users: [...users, { ...kiran, client_id: 999, nsccl_code: 'DUPLICATE' }],
      clients,
    };
    await user.type(input, 'kiran');
    await settle();
    expect(within(screen.getByRole('group', { name: 'Member' })).getAllByRole('option')).toHaveLength(1);
  });

  it('chooses with the keyboard across groups and marks the same party as selected', async () => {
    const onValueChange = vi.fn();
    const { user, input } = await setup({ onValueChange });
    await user.type(input, 'example');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const company = within(screen.getByRole('group', { name: 'Company' })).getByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', company.id);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ client_id: 102, user_id: null }), {
      reason: 'keyboard',
    });
    expect(input).toHaveValue('Example Securities');
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null, { reason: 'clear' });
  });

  it('marks options that are the chosen party by user_id or client_id', async () => {
    // Controlled, and the owner keeps its value: the list is searched while a party stays chosen.
    const chosen = party({ user_id: 12, client_id: 102, user_name: 'Kiran Example' });
    const { user, input } = await setup({ value: chosen, onValueChange: () => undefined });
    expect(input).toHaveValue('Kiran Example');
    await user.clear(input);
    await user.type(input, 'e');
    await settle();
    await user.clear(input);
    await user.type(input, 'example');
    await settle();
    const member = within(screen.getByRole('group', { name: 'Member' })).getByRole('option');
    const company = within(screen.getByRole('group', { name: 'Company' })).getByRole('option');
    expect(member).toHaveAttribute('aria-selected', 'true');
    expect(member).toHaveTextContent('(selected)');
    // The company shares the member's client_id: the spec's rule makes it the same party.
    expect(company).toHaveAttribute('aria-selected', 'true');
    await user.clear(input);
    await user.type(input, 'bina');
    await settle();
    expect(screen.getByRole('option', { name: /Bina Broker/ })).toHaveAttribute('aria-selected', 'false');
  });

  it.each([
    ['Search Buyers', 'No Buyers Found'],
    ['Search Sellers', 'No Sellers Found'],
    [undefined, 'No Entities Found'],
  ])('with placeholder %s says %s when nothing matches', async (placeholder, text) => {
    const { user, input } = await setup(placeholder === undefined ? {} : { placeholder });
    await user.type(input, 'nobody at all');
    await settle();
    expect(screen.getByText(text, { selector: 'p' })).toBeInTheDocument();
  });

  it("says a failed search failed (not 'No Entities Found') and calls onError", async () => {
    const onError = vi.fn();
    const { user, input, fakeApi } = await setup({ onError });
    // Twice: the client retries a failed GET once before giving up.
    fakeApi.failNext({ path: 'api/chatter/users-clients-unified/', status: 503, times: 2 });
    await user.type(input, 'nobody at all');
    await settle();
    expect(screen.queryByText('No Entities Found', { selector: 'p' })).toBeNull();
    expect(screen.getByText(/^Search failed\. Please try again\./, { selector: 'p' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 503 });
  });

  it("says 'Start typing to search...' only while the box is empty, and searches from 3 characters", async () => {
    const { user, input, fakeApi } = await setup();
    await user.click(input);
    expect(screen.getByText('Start typing to search...', { selector: 'p' })).toBeInTheDocument();
    await user.type(input, 'ex');
    await settle();
    expect(screen.queryByText('Start typing to search...', { selector: 'p' })).toBeNull();
    expect(fakeApi.requests.some((entry) => entry.path === 'api/chatter/users-clients-unified/')).toBe(false);
  });

  it("takes a form's id, aria-invalid and aria-describedby on its input", async () => {
    render(<p id="party-error">This field is required</p>);
    const { input } = await setup({
      id: 'party-field',
      'aria-invalid': true,
      'aria-describedby': 'party-error',
    });
    expect(input).toHaveAttribute('id', 'party-field');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
  });
});
