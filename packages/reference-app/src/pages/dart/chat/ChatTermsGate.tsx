import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppServices } from '../../../app/AppServices';
import { useSignedInUser } from '../../settings/useSignedInUser';
import './ChatTermsGate.css';

/**
 * The chat terms, accepted once before the first chat (`has_accepted_chat_terms`, `PATCH api/client/chat-terms/`):
 * until then the pane shows them instead of connecting to chat; once accepted it never asks again.
 */
export function ChatTermsGate({ children }: { children: ReactNode }) {
  const { client } = useAppServices();
  const user = useSignedInUser();
  const [status, setStatus] = useState<'idle' | 'saving' | 'error'>('idle');
  if (user.user_info.has_accepted_chat_terms) return children;
  const accept = async () => {
    setStatus('saving');
    try {
      await client.accounts.acceptChatTerms();
      // The session carries the flag: reloaded, it opens the chat.
      await client.loadSession();
    } catch {
      setStatus('error');
    }
  };
  return (
    <section className="chat-terms" aria-labelledby="chat-terms-title">
      <h3 id="chat-terms-title">Before your first chat</h3>
      <p>
        Chats with other members are recorded and may be reviewed by your firm&rsquo;s compliance team. Share
        only what your firm allows, and never client data you may not disclose.
      </p>
      <p>
        Read the <Link to="/chat-policy">chat policy</Link> for the full terms.
      </p>
      <button
        type="button"
        className="chat-terms__accept"
        disabled={status === 'saving'}
        onClick={() => void accept()}
      >
        {status === 'saving' ? 'Saving…' : 'Accept and start chatting'}
      </button>
      {status === 'error' ? (
        <p role="alert" className="chat-terms__error">
          Your acceptance was not saved. Check your connection and try again.
        </p>
      ) : null}
    </section>
  );
}
