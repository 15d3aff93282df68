import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';
import type { ChatMessageView } from './chatTransport';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing';

const me = { userId: 'dealer', nickname: 'Anita Rao (Meridian)' };
const trader = { userId: 'trader', nickname: 'Vikram Shah (Kaveri)' };
const start = Date.UTC(2026, 10, 24, 4, 30);

function message(id: number, sender: typeof me, text: string, minutes: number): ChatMessageView {
  return {
    messageId: id,
    requestId: `r${id}`,
    channelUrl: 'direct-kaveri',
    kind: 'user',
    text,
    senderId: sender.userId,
    senderNickname: sender.nickname,
    createdAt: start + minutes * 60_000,
    data: '',
    customType: '',
    sendingStatus: 'sent',
  };
}

/** A desk with a direct chat (read up to the second message), a group, and an invitation. */
function desk() {
  const history = [
    message(1, trader, 'Looking for 7.18% GS 2033, 25 cr. Your offer?', 0),
    message(2, me, '7.0125% for T+1, firm for 10 minutes.', 1),
    message(3, me, 'Can do 15 cr at 7.0100%.', 2),
  ];
  return createMemoryChatTransport({
    me,
    now: () => start + 10 * 60_000,
    channels: [
      memoryChannel('direct-kaveri', {
        name: trader.nickname,
        members: [
          memoryMember(me.userId, me.nickname, { readAt: start + 3 * 60_000 }),
          memoryMember(trader.userId, trader.nickname, { readAt: start + 60_000 + 1 }),
        ],
        lastMessage: history[2]!,
        createdAt: start,
      }),
      memoryChannel('group-gsec', {
        kind: 'group',
        name: 'G-sec desk',
        amOperator: true,
        members: [
          memoryMember(me.userId, me.nickname, { isOperator: true }),
          memoryMember(trader.userId, trader.nickname),
          memoryMember('broker', 'Meera Iyer (Apex Brokers)'),
        ],
        createdAt: start - 60_000,
        unreadMessageCount: 2,
      }),
      memoryChannel('group-sdl', {
        kind: 'group',
        name: 'SDL switch ideas',
        myMemberState: 'invited',
        inviterNickname: 'Meera Iyer (Apex Brokers)',
        members: [memoryMember('broker', 'Meera Iyer (Apex Brokers)', { isOperator: true })],
        createdAt: start - 120_000,
      }),
    ],
    messages: { 'direct-kaveri': history },
    people: [
      { userId: 'trader', name: 'Vikram Shah', firm: 'Kaveri Capital' },
      { userId: 'broker', name: 'Meera Iyer', firm: 'Apex Brokers' },
    ],
  });
}

const usage = `The chat workspace. Give it a transport: the real Sendbird SDK, against Sendbird or the reference
server's Sendbird-compatible service:

\`\`\`tsx
import { ChatWorkspace, createSendbirdChatTransport } from '@bondkit/widgets/chat-workspace';

const transport = createSendbirdChatTransport({
  appId, userId: user.unique_id,
  apiHost: \`\${origin}/sendbird\`, webSocketHost: \`\${wsOrigin}/sendbird\`,
  fetchToken: async () => (await client.chatSession.issueSessionToken(user.unique_id))?.token ?? null,
});
<ChatWorkspace transport={transport} searchPeople={search} value={channelUrl} onValueChange={setChannelUrl} />
\`\`\`

Tests and stories use \`createMemoryChatTransport\` from \`@bondkit/widgets/chat-workspace/testing\`.`;

const base = desk();
const meta = {
  title: 'Widgets/ChatWorkspace',
  component: ChatWorkspace,
  tags: ['autodocs'],
  args: {
    transport: base.transport,
    searchPeople: base.searchPeople,
    defaultValue: 'direct-kaveri',
    onValueChange: fn(),
  },
  parameters: { docs: { description: { component: usage } } },
  decorators: [
    (Story) => (
      <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
        <Story />
      </BondkitProvider>
    ),
  ],
} satisfies Meta<typeof ChatWorkspace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation: my messages say Sent or Read (the trader has read up to the first); I reply. */
export const Conversation: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, searchPeople: fresh.searchPeople };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('list', { name: /Messages with Vikram Shah/ });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    const items = within(messages).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('Read');
    await expect(items[2]).toHaveTextContent('Sent');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Done at 7.0100%?{Enter}');
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(messages).getAllByRole('listitem')[3]).toHaveTextContent('Done at 7.0100%?');
  },
};

/** A message from the other side arrives in the open channel; then their read receipt turns mine to Read. */
const liveDesk = desk();
export const LiveMessagesAndReceipts: Story = {
  args: { transport: liveDesk.transport },
  play: async ({ canvasElement }) => {
    const fresh = liveDesk;
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('list', { name: /Messages with Vikram Shah/ });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    fresh.receive('direct-kaveri', trader, 'Agreed, 15 cr at 7.0100%.');
    await waitFor(() => expect(messages).toHaveTextContent('Agreed, 15 cr at 7.0100%.'));
    fresh.read('direct-kaveri', trader.userId);
    await waitFor(() => expect(within(messages).getAllByRole('listitem')[2]).toHaveTextContent('Read'));
  },
};

/** Loading: signing in. */
export const Loading: Story = {
  args: { transport: createMemoryChatTransport({ neverConnect: true }).transport },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent('Connecting to chat…');
  },
};

/** Empty: no chats yet; the spec's Chat text and a way to start one. */
export const Empty: Story = {
  args: (() => {
    const empty = createMemoryChatTransport({
      me,
      people: [{ userId: 'trader', name: 'Vikram Shah', firm: 'Kaveri Capital' }],
    });
    return { transport: empty.transport, searchPeople: empty.searchPeople, defaultValue: null };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('connect with other members via direct chat, groups and broadcast lists'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start a chat' })).toBeInTheDocument();
  },
};

/** Error: sign-in failed; the message says how to fix it, and Try again retries. */
export const ConnectionError: Story = {
  args: {
    transport: createMemoryChatTransport({
      connectError: new Error(
        'No chat session token: the server did not issue one. Sign in again, or check that chat is enabled for this account.',
      ),
    }).transport,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Sign in again');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** Reconnecting: the connection dropped; the banner says so, and 'Connected' is announced when back. */
const reconnectingDesk = desk();
export const Reconnecting: Story = {
  args: { transport: reconnectingDesk.transport },
  play: async ({ canvasElement }) => {
    const fresh = reconnectingDesk;
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /Messages with/ });
    fresh.emit({ type: 'connection', connection: 'reconnecting' });
    await waitFor(() => expect(canvasElement).toHaveTextContent('You are offline. Reconnecting…'));
    fresh.emit({ type: 'connection', connection: 'online' });
    await waitFor(() => expect(canvasElement).not.toHaveTextContent('Reconnecting…'));
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((node) => node.textContent === 'Connected')).toBe(true),
    );
  },
};

/** An invitation: accept it to join, or decline it. */
export const Invitation: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, defaultValue: 'group-sdl' };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Meera Iyer \(Apex Brokers\) invited you/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(canvas.queryByText('SDL switch ideas')).toBeNull());
  },
};

/** A new direct chat through the member search (3 letters, then pick a person). */
export const NewDirectChat: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, searchPeople: fresh.searchPeople };
  })(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New chat' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find members' }), 'Mee');
    const found = canvas.getByRole('list', { name: 'Members found' });
    await userEvent.click(await within(found).findByRole('button', { name: /Meera Iyer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(expect.any(String), { reason: 'created' }),
    );
    await expect(canvas.getByRole('heading', { name: 'Meera Iyer', level: 3 })).toBeInTheDocument();
  },
};

/**
 * A desk's message features: a reaction on the trader's question, the offer pinned above the conversation, a
 * message search that jumps to what it found.
 */
export const ReactionsPinsAndSearch: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('list', { name: /Messages with Vikram Shah/ });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    const question = within(messages).getAllByRole('listitem')[0]!;
    await userEvent.click(within(question).getByRole('button', { name: /^React to/ }));
    await userEvent.click(within(question).getByRole('button', { name: 'React Looking' }));
    await expect(
      await within(question).findByRole('button', { name: 'Looking: 1, including you' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const offer = within(messages).getAllByRole('listitem')[1]!;
    await userEvent.click(within(offer).getByRole('button', { name: 'Pin your message' }));
    await expect(await canvas.findByRole('region', { name: 'Pinned messages' })).toHaveTextContent(
      '7.0125% for T+1',
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search messages' }), '15 cr{Enter}');
    const found = await canvas.findByRole('list', { name: 'Messages found' });
    await userEvent.click(within(found).getByRole('button', { name: /Can do 15 cr/ }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.bk-chat__message--focused')).toHaveTextContent('Can do 15 cr'),
    );
  },
};

/** An operator mutes a member and freezes the group (only operators send while it is frozen). */
export const OperatorMutesAndFreezes: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, defaultValue: 'group-gsec' };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Members' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mute Vikram Shah (Kaveri)' }));
    await expect(
      await canvas.findByRole('button', { name: 'Unmute Vikram Shah (Kaveri)' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Freeze chat' }));
    await expect(await canvas.findByRole('button', { name: 'Unfreeze chat' })).toBeInTheDocument();
    await expect(canvas.getByText('Frozen: only operators can send.')).toBeInTheDocument();
  },
};

/** An operator bans a member from a group; the member leaves the list and shows under Banned. */
export const OperatorBans: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, defaultValue: 'group-gsec' };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Members' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ban Meera Iyer (Apex Brokers)' }));
    await expect(
      await canvas.findByRole('button', { name: 'Unban Meera Iyer (Apex Brokers)' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Ban Meera Iyer (Apex Brokers)' })).toBeNull();
  },
};

/**
 * The channel list: newest activity first, unread counts as badges (named for screen readers), the
 * invitation marked, the open chat current.
 */
export const ChannelListWithUnread: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, searchPeople: fresh.searchPeople };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('navigation', { name: 'Chats' });
    const rows = await within(list).findAllByRole('listitem');
    await expect(
      rows.map((row) => row.querySelector('.bk-chat__channel-name')?.firstChild?.textContent),
    ).toEqual(['Vikram Shah (Kaveri)', 'G-sec desk', 'SDL switch ideas']);
    await expect(within(rows[1]!).getByLabelText('2 unread')).toHaveTextContent('2');
    await expect(within(rows[0]!).queryByLabelText(/unread/)).toBeNull();
    await expect(rows[2]).toHaveTextContent('Invitation from Meera Iyer (Apex Brokers)');
    await expect(within(rows[2]!).getByText('Invited')).toBeInTheDocument();
    await expect(within(rows[0]!).getByRole('button')).toHaveAttribute('aria-current', 'true');
    // Opening the unread group makes it current.
    await userEvent.click(within(rows[1]!).getByRole('button'));
    await waitFor(() => expect(within(rows[1]!).getByRole('button')).toHaveAttribute('aria-current', 'true'));
  },
};

/** Offline: the connection is lost with no retry under way; the banner says chat comes back with the network. */
const offlineDesk = desk();
export const Offline: Story = {
  args: { transport: offlineDesk.transport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('list', { name: /Messages with/ });
    offlineDesk.emit({ type: 'connection', connection: 'offline' });
    await waitFor(() =>
      expect(canvasElement.querySelector('.bk-chat__offline')).toHaveTextContent(
        'You are offline. Chat will reconnect when the network is back.',
      ),
    );
    await expect(canvasElement.querySelector('[data-connection]')).toHaveAttribute(
      'data-connection',
      'offline',
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((node) => node.textContent === 'You are offline')).toBe(true),
    );
    // What was loaded stays readable.
    await expect(within(messages).getByText('Can do 15 cr at 7.0100%.')).toBeInTheDocument();
  },
};

/** Dark theme: the open conversation in the dark palette (axe checks its contrast). */
export const Dark: Story = {
  args: (() => {
    const fresh = desk();
    return { transport: fresh.transport, appearance: { theme: 'dark' } };
  })(),
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = await canvas.findByRole('list', { name: /Messages with Vikram Shah/ });
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    const root = canvasElement.querySelector('.bk-chat');
    await expect(root).toHaveClass('bk-theme-dark');
    // The dark palette's background (#11141a), not the light one.
    await expect(getComputedStyle(root!).getPropertyValue('--bk-color-background').trim()).toBe('#11141a');
  },
};
