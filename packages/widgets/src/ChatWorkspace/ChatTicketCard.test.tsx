import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMessageRow } from './ChatMessageRow';
import type { ChatMessageView } from './chatTransport';
import { memoryChannel } from './testing/createMemoryChatTransport';

const ticketData = {
  id: 42,
  state: 'NEGOTIATING',
  buy_or_sell: 'buy',
  display_name: '7.18% GS 2033',
  quantity: 2_50_00_000,
  unit_clean_price: 101.2345,
  bond_yield: 0.070125,
  fixed_field: 'yield',
  buyer_details: { name: 'Arjun Kulkarni', brand_name: 'Meridian Capital' },
  seller_details: { name: 'Priya Raghavan', brand_name: 'Kaveri AMC' },
};

function message(extra: Partial<ChatMessageView>): ChatMessageView {
  return {
    messageId: 1,
    requestId: 'r1',
    channelUrl: 'c1',
    kind: 'user',
    text: 'Ticket #42: price 7.0125% (₹101.2345)',
    senderId: 'them',
    senderNickname: 'Priya Raghavan',
    createdAt: Date.UTC(2026, 10, 24, 5, 30),
    data: JSON.stringify(ticketData),
    customType: 'trade_ticket',
    sendingStatus: 'sent',
    ...extra,
  };
}

describe('a trade ticket in the chat', () => {
  it('shows as a card with bond, side, quantity, price and state, the step line under it', () => {
    render(<ChatMessageRow channel={memoryChannel('c1')} message={message({})} myUserId="me" />);
    const card = screen.getByRole('group', { name: 'Trade ticket 42' });
    expect(card).toHaveTextContent('Ticket #42 · 7.18% GS 2033');
    expect(within(card).getByText('Negotiating')).toBeInTheDocument();
    expect(within(card).getByText('Buy, by Arjun Kulkarni')).toBeInTheDocument();
    expect(within(card).getByText('₹2.5 Cr')).toBeInTheDocument();
    expect(within(card).getByText('7.0125% / 101.2345')).toBeInTheDocument();
    expect(
      within(card).getByText('Arjun Kulkarni (Meridian Capital) / Priya Raghavan (Kaveri AMC)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Ticket #42: price 7.0125% (₹101.2345)')).toBeInTheDocument();
    expect(screen.getByText('Priya Raghavan')).toBeInTheDocument();
  });

  it('shows a ticket the system posted (a broker’s step) as a card too', () => {
    render(
      <ChatMessageRow
        channel={memoryChannel('c1')}
        message={message({
          kind: 'admin',
          senderId: '',
          senderNickname: '',
          data: JSON.stringify({ ...ticketData, state: 'PRICE_AGREED' }),
        })}
        myUserId="me"
      />,
    );
    expect(screen.getByRole('group', { name: 'Trade ticket 42' })).toHaveTextContent('Price agreed');
  });

  it('falls back to the text when the data is not a ticket', () => {
    render(
      <ChatMessageRow
        channel={memoryChannel('c1')}
        message={message({ data: '{"id":"x"}' })}
        myUserId="me"
      />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('Ticket #42: price 7.0125% (₹101.2345)')).toBeInTheDocument();
  });
});
