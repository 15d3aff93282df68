import { useState } from 'react';
import type { QuoteChannel } from '@bondkit/core';
import { QuoteForm } from '@bondkit/widgets/quote-form';
import { useAppServices } from '../../app/AppServices';
import { useLiveData } from './useLiveData';

/** A chat as a dealer picks it: its name, or for a direct chat the other member and their firm. */
function quoteChannelLabel(channel: QuoteChannel): string {
  const members = channel.members.map((member) => `${member.name} (${member.firm})`).join(', ');
  return channel.name.length > 0 ? `${channel.name}: ${members}` : members;
}

/**
 * Sharing a quote in one of the dealer's chats, from the Private Runs pane: the chat, then the quote through
 * the QuoteForm widget. The server posts the quote into the chat and shows it to the chat's member firms only,
 * as a row of their private runs (this pane, live from the stream).
 */
export function ShareQuoteInChat({ onShared }: { onShared: () => void }) {
  const { client } = useAppServices();
  const channels = useLiveData('quote-channels', () => client.chatter.listQuoteChannels());
  const [channelUrl, setChannelUrl] = useState('');
  const list = channels.status === 'ready' ? channels.data : [];
  const chosen = list.find((channel) => channel.channel_url === channelUrl) ?? list[0];

  if (channels.status === 'loading') return <p className="app-muted">Loading your chats…</p>;
  if (channels.status === 'error')
    return <p role="alert">Your chats could not be loaded. Try again later.</p>;
  if (chosen === undefined)
    return (
      <p className="app-notice">
        No chat with another firm yet: start one in the Chat pane, then share quotes there.
      </p>
    );
  return (
    <div className="app-share-quote">
      <div className="app-field">
        <label htmlFor="share-quote-chat">Chat</label>
        <select
          id="share-quote-chat"
          value={chosen.channel_url}
          onChange={(event) => setChannelUrl(event.target.value)}
        >
          {list.map((channel) => (
            <option key={channel.channel_url} value={channel.channel_url}>
              {quoteChannelLabel(channel)}
            </option>
          ))}
        </select>
      </div>
      <QuoteForm
        key={chosen.channel_url}
        run="private"
        chatChannelUrl={chosen.channel_url}
        submitLabel="Share in chat"
        onSubmitted={onShared}
      />
    </div>
  );
}
