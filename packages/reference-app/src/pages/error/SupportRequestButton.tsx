import { Link } from 'react-router-dom';
import type { ContactRequestType } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { useAccessRequest } from './useAccessRequest';

/**
 * One of the spec's support requests, offered on the screen where the need arises (pricing on the price panel,
 * cash flows on the cash-flow panel, exchange integration beside the credentials): a signed-in user sends it in
 * one click (a support ticket with the spec's toasts); a visitor goes to /contact with the request chosen.
 */
export function SupportRequestButton({
  requestType,
  label,
  title,
}: {
  requestType: ContactRequestType;
  /** The button's words ('Request pricing'). */
  label: string;
  /** The ticket's title. */
  title: string;
}) {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const access = useAccessRequest(client, user);
  if (user === null) {
    return (
      <Link className="app-link-button" to={`/contact?request=${requestType}`}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="app-link-button"
      disabled={access.status !== 'idle'}
      onClick={() => void access.request(requestType, title)}
    >
      {access.status === 'sent' ? 'Request sent' : label}
    </button>
  );
}
