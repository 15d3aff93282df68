import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBondClient } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';
import type { ChatChannelView, ChatMessageView } from './chatTransport';
import { createMemoryChatTransport, memoryChannel, memoryMember } from './testing';

const scrollerClasses = ['bk-chat__messages', 'bk-chat__channel-scroller'];
const viewportHeight = 480;

// jsdom lays nothing out: the scrollers get a viewport height, and a scroll height that is the height the
// virtual list gives itself (its rows' sizes), as a browser would report.
const restorers: (() => void)[] = [];
function stub(property: 'clientHeight' | 'scrollHeight', get: (element: HTMLElement) => number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return scrollerClasses.some((name) => this.classList.contains(name)) ? get(this) : 0;
    },
  });
  restorers.push(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, property, original);
  });
}
/** A browser tells the page about a scroll with a `scroll` event; jsdom keeps the number and says nothing. */
function stubScrollTop() {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  const positions = new WeakMap<Element, number>();
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return positions.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      const limit = Math.max(0, this.scrollHeight - this.clientHeight);
      positions.set(this, Math.min(Math.max(0, value), limit));
      this.dispatchEvent(new Event('scroll'));
    },
  });
  restorers.push(() => {
    delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
    if (original) Object.defineProperty(Element.prototype, 'scrollTop', original);
  });
}
beforeEach(() => {
  stubScrollTop();
  stub('clientHeight', () => viewportHeight);
  stub('scrollHeight', (element) =>
    Math.max(
      viewportHeight,
      parseFloat((element.firstElementChild as HTMLElement | null)?.style.height ?? '0'),
    ),
  );
});
afterEach(() => restorers.splice(0).forEach((restore) => restore()));

const me = { userId: 'dealer', nickname: 'Anita Rao' };
const trader = { userId: 'trader', nickname: 'Vikram Shah' };
const start = Date.UTC(2026, 10, 24, 4, 30);

function message(index: number): ChatMessageView {
  const sender = index % 2 === 0 ? trader : me;
  return {
    messageId: index + 1,
    requestId: `r${index + 1}`,
    channelUrl: 'direct-kaveri',
    kind: 'user',
    text: `Message number ${index + 1}`,
    senderId: sender.userId,
    senderNickname: sender.nickname,
    createdAt: start + index * 1000,
    data: '',
    customType: '',
    sendingStatus: 'sent',
  };
}

function direct(history: ChatMessageView[]): ChatChannelView {
  return memoryChannel('direct-kaveri', {
    name: trader.nickname,
    members: [memoryMember(me.userId, me.nickname), memoryMember(trader.userId, trader.nickname)],
    lastMessage: history.at(-1) ?? null,
    createdAt: start,
  });
}

function renderWorkspace(memory: ReturnType<typeof createMemoryChatTransport>) {
  render(
    <BondkitProvider client={createFakeBondClient().client} soundPlayer={null}>
      <ChatWorkspace transport={memory.transport} searchPeople={memory.searchPeople} />
    </BondkitProvider>,
  );
}

function scroller(): HTMLElement {
  return screen.getByRole('group', { name: `Conversation with ${trader.nickname}` });
}

/** Distance from the scroller's bottom, as the spec's 20 px tolerance measures it. */
function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

describe('ChatWorkspace virtual lists', () => {
  it('puts only a window of a 5,000-channel list in the page, and finds any channel by search', async () => {
    const channels = Array.from({ length: 5000 }, (_, index) =>
      memoryChannel(`desk-${index}`, {
        kind: 'group',
        name: `Desk ${index}`,
        members: [memoryMember(me.userId, me.nickname)],
        createdAt: start + index,
      }),
    );
    const user = userEvent.setup();
    renderWorkspace(createMemoryChatTransport({ me, channels }));
    const navigation = await screen.findByRole('navigation', { name: 'Chats' });
    await within(navigation).findByRole('button', { name: /Desk 4999/ });
    const rows = within(navigation).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '5000');
    // Far down the list, out of the window: found by the search.
    await user.type(within(navigation).getByRole('searchbox', { name: 'Search chats' }), 'Desk 1234');
    await waitFor(() => expect(navigation.querySelector('[data-channel-url="desk-1234"]')).not.toBeNull());
    expect(within(navigation).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1');
  });

  it('opens a long conversation at its newest message and follows new ones at the bottom', async () => {
    const history = Array.from({ length: 30 }, (_, index) => message(index));
    const memory = createMemoryChatTransport({
      me,
      channels: [direct(history)],
      messages: { 'direct-kaveri': history },
      now: () => start + 60 * 60_000,
    });
    renderWorkspace(memory);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(trader.nickname) }));
    const messages = await screen.findByRole('list', { name: `Messages with ${trader.nickname}` });
    await within(messages).findByText('Message number 30');
    expect(within(messages).queryByText('Message number 1')).toBeNull();
    expect(within(messages).getAllByRole('listitem').length).toBeLessThan(30);
    expect(distanceFromBottom(scroller())).toBeLessThanOrEqual(20);

    act(() => {
      memory.receive('direct-kaveri', trader, 'Done at 7.0100%?');
    });
    await within(messages).findByText('Done at 7.0100%?');
    expect(distanceFromBottom(scroller())).toBeLessThanOrEqual(20);

    // Scrolled up to read: a new message does not pull the reader down.
    const element = scroller();
    element.scrollTop = 100;
    act(() => {
      memory.receive('direct-kaveri', trader, 'Still there?');
    });
    await waitFor(() => expect(messages.getAttribute('style')).toContain(`${32 * 76}px`));
    expect(element.scrollTop).toBe(100);
  });

  it('keeps the message being read in place when earlier history loads above it', async () => {
    const history = Array.from({ length: 45 }, (_, index) => message(index));
    const memory = createMemoryChatTransport({
      me,
      channels: [direct(history)],
      messages: { 'direct-kaveri': history },
    });
    const user = userEvent.setup();
    renderWorkspace(memory);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(trader.nickname) }));
    const messages = await screen.findByRole('list', { name: `Messages with ${trader.nickname}` });
    await within(messages).findByText('Message number 45');
    // The reader scrolls to the top of the first page: message 16 (the page is 16 to 45) is in view.
    const element = scroller();
    element.scrollTop = 0;
    const first = await within(messages).findByText('Message number 16');
    const row = first.closest('li') as HTMLElement;
    const onScreenBefore = offsetOf(row) - element.scrollTop;

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull());
    const rowAfter = within(messages).getByText('Message number 16').closest('li') as HTMLElement;
    expect(rowAfter.getAttribute('aria-posinset')).toBe('16');
    expect(element.scrollTop).toBeGreaterThan(0);
    expect(offsetOf(rowAfter) - element.scrollTop).toBe(onScreenBefore);
  });
});

/** A virtual row's offset in its list (its translateY). */
function offsetOf(row: HTMLElement): number {
  const match = /translateY\((-?[\d.]+)px\)/.exec(row.style.transform);
  if (!match) throw new Error(`No offset on ${row.outerHTML.slice(0, 80)}`);
  return Number(match[1]);
}
