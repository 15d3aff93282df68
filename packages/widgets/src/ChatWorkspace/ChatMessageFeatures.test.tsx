import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing';

const me = { userId: 'dealer', nickname: 'Anita Rao' };
const trader = { userId: 'trader', nickname: 'Vikram Shah' };

function setUp() {
  let clock = Date.UTC(2026, 10, 24, 4, 30);
  const memory = createMemoryChatTransport({
    me,
    now: () => (clock += 1000),
    channels: [
      memoryChannel('direct-kaveri', {
        name: trader.nickname,
        members: [memoryMember(me.userId, me.nickname), memoryMember(trader.userId, trader.nickname)],
      }),
    ],
  });
  render(
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
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
});
