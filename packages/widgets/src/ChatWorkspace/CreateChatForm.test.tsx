import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing';

const me = { userId: 'dealer', nickname: 'Anita Rao' };
const start = Date.UTC(2026, 10, 24, 4, 30);

/** A desk with two chats, a broadcast list someone else made (hidden), and two people to find. */
function desk() {
  return createMemoryChatTransport({
    me,
    now: () => start + 60 * 60_000,
    channels: [
      memoryChannel('direct-kaveri', {
        name: 'Vikram Shah',
        members: [memoryMember(me.userId, me.nickname), memoryMember('trader', 'Vikram Shah')],
        createdAt: start,
      }),
      memoryChannel('group-gsec', {
        kind: 'group',
        name: 'G-sec desk',
        members: [memoryMember(me.userId, me.nickname), memoryMember('trader', 'Vikram Shah')],
        createdAt: start - 60_000,
      }),
      memoryChannel('broadcast-apex', {
        kind: 'broadcast',
        name: 'Apex morning axes',
        creator: { userId: 'broker' },
        members: [memoryMember('broker', 'Meera Iyer'), memoryMember(me.userId, me.nickname)],
        createdAt: start + 30 * 60_000,
      }),
    ],
    people: [
      { userId: 'trader', name: 'Vikram Shah', firm: 'Kaveri Capital' },
      { userId: 'broker', name: 'Meera Iyer', firm: 'Apex Brokers' },
      { userId: 'treasury', name: 'Rahul Menon', firm: 'Konkan Treasury' },
    ],
  });
}

function renderDesk(memory: ReturnType<typeof desk>) {
  render(
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
      <ChatWorkspace transport={memory.transport} searchPeople={memory.searchPeople} />
    </BondkitProvider>,
  );
}

/** The names of the channel list, top to bottom. */
function listedNames(): string[] {
  const list = within(screen.getByRole('navigation', { name: 'Chats' })).getAllByRole('listitem');
  return list.map((item) => item.querySelector('.bk-chat__channel-name')?.firstChild?.textContent ?? '');
}

/** Picks people through the form's counterparty search. */
async function choose(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, names: string[]) {
  for (const name of names) {
    await user.clear(within(form).getByRole('searchbox', { name: 'Find members' }));
    await user.type(within(form).getByRole('searchbox', { name: 'Find members' }), name.slice(0, 5));
    await user.click(await within(form).findByRole('button', { name: new RegExp(name) }));
  }
}

describe('CreateChatForm', () => {
  it('hides a broadcast list that someone else created', async () => {
    renderDesk(desk());
    await screen.findByRole('button', { name: /G-sec desk/ });
    expect(listedNames()).toEqual(['Vikram Shah', 'G-sec desk']);
  });

  it('creates a trading group through the counterparty search: on top, opened, a trading group', async () => {
    const memory = desk();
    const user = userEvent.setup();
    renderDesk(memory);
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const form = screen.getByRole('form', { name: 'New chat' });
    await user.click(within(form).getByRole('radio', { name: 'Trading group' }));
    await user.click(within(form).getByRole('button', { name: 'Create trading group' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least one member.');
    await choose(user, form, ['Vikram Shah', 'Meera Iyer']);
    await user.click(within(form).getByRole('button', { name: 'Create trading group' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Name the trading group.');
    await user.type(within(form).getByLabelText('Trading group name'), 'GS 2033 switch');
    await user.click(within(form).getByRole('button', { name: 'Create trading group' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'New chat' })).toBeNull());
    expect(listedNames()[0]).toBe('GS 2033 switch');
    const row = screen.getByRole('button', { name: /GS 2033 switch/ });
    expect(row).toHaveTextContent('Trading group');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('region', { name: 'GS 2033 switch' })).toHaveTextContent('3 members');
    const created = [...memory.channels.values()].find((channel) => channel.name === 'GS 2033 switch');
    expect(created?.customType).toBe('trading_group');
    expect(created?.members.map((member) => member.userId).sort()).toEqual(['broker', 'dealer', 'trader']);
  });

  it('creates a broadcast list: it goes to the bottom of the list, marked as made from a broadcast', async () => {
    const memory = desk();
    const user = userEvent.setup();
    renderDesk(memory);
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const form = screen.getByRole('form', { name: 'New chat' });
    await user.click(within(form).getByRole('radio', { name: 'Broadcast list' }));
    await user.type(within(form).getByLabelText('Broadcast list name'), 'Morning axes');
    await choose(user, form, ['Vikram Shah', 'Rahul Menon']);
    expect(within(form).getByText('With: Vikram Shah, Rahul Menon')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create broadcast list' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'New chat' })).toBeNull());
    expect(listedNames()).toEqual(['Vikram Shah', 'G-sec desk', 'Morning axes']);
    expect(screen.getByRole('button', { name: /Morning axes/ })).toHaveTextContent('Broadcast');
    expect(screen.getByRole('region', { name: 'Morning axes' })).toBeInTheDocument();
    const created = [...memory.channels.values()].find((channel) => channel.name === 'Morning axes');
    expect(created?.customType).toBe('broadcast');
    expect(JSON.parse(created?.data ?? '{}')).toEqual({ created_from: 'broadcast' });
  });
});

describe('ChatWorkspace people search paging', () => {
  it('offers the people beyond the first 20 with "More members"', async () => {
    const user = userEvent.setup();
    const everyone = Array.from({ length: 45 }, (_, index) => ({
      userId: `desk-${index + 1}`,
      name: `Desk trader ${index + 1}`,
      firm: 'Kaveri Capital',
    }));
    const pages: number[] = [];
    const memory = desk();
    render(
      <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
        <ChatWorkspace
          transport={memory.transport}
          searchPeople={(_text, _signal, page = 1) => {
            pages.push(page);
            return Promise.resolve(everyone.slice((page - 1) * 20, page * 20));
          }}
        />
      </BondkitProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'New chat' }));
    const form = screen.getByRole('form', { name: 'New chat' });
    await user.type(within(form).getByRole('searchbox', { name: 'Find members' }), 'Desk');
    const found = () =>
      within(within(form).getByRole('list', { name: 'Members found' })).queryAllByRole('button');
    await waitFor(() => expect(found()).toHaveLength(20));
    await user.click(within(form).getByRole('button', { name: 'More members' }));
    await waitFor(() => expect(found()).toHaveLength(40));
    await user.click(within(form).getByRole('button', { name: 'More members' }));
    await waitFor(() => expect(found()).toHaveLength(45));
    expect(within(form).queryByRole('button', { name: 'More members' })).toBeNull();
    expect(pages).toEqual([1, 2, 3]);
  });
});
