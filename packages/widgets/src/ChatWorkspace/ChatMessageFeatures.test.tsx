import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';
import { chatBuzzData, type ChatChannelView } from './chatTransport';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing';

const me = { userId: 'dealer', nickname: 'Anita Rao' };
const trader = { userId: 'trader', nickname: 'Vikram Shah' };

function setUp(client = createFakeBondClient().client, channel: Partial<ChatChannelView> = {}) {
  let clock = Date.UTC(2026, 10, 24, 4, 30);
  const memory = createMemoryChatTransport({
    me,
    now: () => (clock += 1000),
    channels: [
      memoryChannel('direct-kaveri', {
        name: trader.nickname,
        members: [memoryMember(me.userId, me.nickname), memoryMember(trader.userId, trader.nickname)],
        ...channel,
      }),
    ],
  });
  render(
    <BondkitProvider client={client} soundPlayer={null}>
      <ChatWorkspace transport={memory.transport} searchPeople={memory.searchPeople} />
    </BondkitProvider>,
  );
  return memory;
}

async function messages() {
  return screen.findByRole('list', { name: `Messages with ${trader.nickname}` });
}

describe('ChatWorkspace message features', () => {
  it('edits and deletes my message, replies quoting one, and highlights a mention of me', async () => {
    const user = userEvent.setup();
    const memory = setUp();
    await user.click(await screen.findByRole('button', { name: new RegExp(trader.nickname) }));
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Bid 7.25 for 5 cr{Enter}');
    const list = await messages();
    await within(list).findByText('Bid 7.25 for 5 cr');

    await user.click(await within(list).findByRole('button', { name: 'Edit your message' }));
    expect(composer).toHaveValue('Bid 7.25 for 5 cr');
    await user.clear(composer);
    await user.type(composer, 'Bid 7.28 for 5 cr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(list).findByText('Bid 7.28 for 5 cr');
    expect(within(list).queryByText('Bid 7.25 for 5 cr')).toBeNull();
    expect(within(list).getByText(/edited/)).toBeInTheDocument();

    const asked = memory.receive('direct-kaveri', trader, 'Can you do 10 cr, @Anita Rao?');
    memory.emit({ type: 'message-updated', message: { ...asked, mentionedUserIds: [me.userId] } });
    const mention = await within(list).findByText('@Anita Rao');
    expect(mention.tagName).toBe('MARK');

    await user.click(within(list).getByRole('button', { name: "Reply to Vikram Shah's message" }));
    expect(screen.getByText(/Replying to Vikram Shah/)).toBeInTheDocument();
    await user.type(composer, 'Yes, 10 cr{Enter}');
    const reply = await within(list).findByText('Yes, 10 cr');
    const row = reply.closest('.bk-chat__message') as HTMLElement;
    expect(within(row).getByText('Can you do 10 cr, @Anita Rao?')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete your message' }));
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Yes, 10 cr')).toBeNull());
    // The other side's delete reaches me live.
    memory.emit({ type: 'message-deleted', channelUrl: 'direct-kaveri', messageId: asked.messageId });
    await waitFor(() => expect(within(list).queryByText(/Can you do 10 cr/)).toBeNull());
  });

  it('shakes the open conversation on a buzz from the other side, finished after 2 s', async () => {
    const user = userEvent.setup();
    const memory = setUp();
    await user.click(await screen.findByRole('button', { name: new RegExp(trader.nickname) }));
    await messages();
    const buzzState = () => document.querySelector<HTMLElement>('.bk-chat__conversation')?.dataset.buzz;
    expect(buzzState()).toBe('idle');
    // An ordinary message does not shake it; a buzz does.
    const first = memory.receive('direct-kaveri', trader, 'Are you there?');
    await within(await messages()).findByText('Are you there?');
    expect(buzzState()).toBe('idle');
    memory.emit({
      type: 'message',
      message: {
        ...first,
        messageId: first.messageId + 100,
        requestId: '',
        text: 'Buzz!',
        data: chatBuzzData,
      },
    });
    await waitFor(() => expect(buzzState()).toBe('started'));
    await waitFor(() => expect(buzzState()).toBe('finished'), { timeout: 4000 });
    // My own buzz goes out as a message with the buzz marker.
    await user.click(screen.getByRole('button', { name: 'Buzz' }));
    const sent = [...memory.channels.values()][0]?.lastMessage;
    expect(sent?.data).toBe(chatBuzzData);
  });

  it("shows the spec's toasts: 'You are offline' while away, then 'Connected'", async () => {
    const { client } = createFakeBondClient();
    const memory = setUp(client);
    await screen.findByRole('button', { name: new RegExp(trader.nickname) });
    memory.emit({ type: 'connection', connection: 'reconnecting' });
    await waitFor(() =>
      expect(client.toasts.getSnapshot().map((toast) => toast.summary)).toEqual(['You are offline']),
    );
    memory.emit({ type: 'connection', connection: 'online' });
    await waitFor(() =>
      expect(client.toasts.getSnapshot().map((toast) => toast.summary)).toEqual(['Connected']),
    );
  });
});

describe('ChatWorkspace message search pages and frozen reactions', () => {
  it("states the total and pages on with 'Show more results', the focus on the first new result", async () => {
    const user = userEvent.setup();
    const memory = setUp();
    for (let index = 1; index <= 45; index += 1)
      memory.receive('direct-kaveri', trader, `Offer ${index} at 7.30`);
    await user.type(await screen.findByRole('searchbox', { name: 'Search messages' }), '7.30{Enter}');
    const found = await screen.findByRole('list', { name: 'Messages found' });
    await waitFor(() => expect(within(found).getAllByRole('button')).toHaveLength(20));
    expect(screen.getByText('20 of 45 messages')).toBeInTheDocument();
    expect(within(screen.getByRole('search', { name: 'Messages' })).getByRole('status')).toHaveTextContent(
      '45 messages found, 20 shown',
    );
    // Keyboard only: focus the button and press Enter.
    const more = screen.getByRole('button', { name: 'Show more results (25 more)' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(found).getAllByRole('button')).toHaveLength(40));
    expect(document.activeElement).toBe(within(found).getAllByRole('button')[20]);
    expect(document.activeElement).toHaveTextContent('Offer 25 at 7.30');
    await user.click(screen.getByRole('button', { name: 'Show more results (5 more)' }));
    await waitFor(() => expect(within(found).getAllByRole('button')).toHaveLength(45));
    expect(screen.getByText('45 messages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more results/ })).toBeNull();
    // Each message once, newest first.
    const texts = within(found)
      .getAllByRole('button')
      .map((button) => /Offer (\d+) at/.exec(button.textContent ?? '')?.[1]);
    expect(new Set(texts).size).toBe(45);
    expect(texts[0]).toBe('45');
  });

  it('takes my reaction back in a frozen chat and says why', async () => {
    const user = userEvent.setup();
    const memory = setUp(undefined, { isFrozen: true, amOperator: false });
    await user.click(await screen.findByRole('button', { name: new RegExp(trader.nickname) }));
    const list = await messages();
    memory.receive('direct-kaveri', trader, 'Bid 7.31 for 5 cr');
    await within(list).findByText('Bid 7.31 for 5 cr');
    await user.click(within(list).getByRole('button', { name: "React to Vikram Shah's message" }));
    await user.click(within(list).getByRole('button', { name: 'React Agreed' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'This chat is frozen: only its operators can react until it is unfrozen.',
    );
    expect(within(list).queryByRole('button', { name: /Agreed: 1/ })).toBeNull();
  });
});
