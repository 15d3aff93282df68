import { useState } from 'react';
import { useAppServices } from '../../app/AppServices';
import { useMindClient } from './useMindClient';
import { genericErrorMessage } from '@bondkit/core';

/** Share a read-only snapshot of the conversation, copy its link, or revoke it. */
export function ShareControls({
  conversationId,
  shareId,
  onChange,
}: {
  conversationId: string;
  shareId: string | null;
  onChange(): void;
}) {
  const { client } = useAppServices();
  const mind = useMindClient();
  const [current, setCurrent] = useState(shareId);
  const [busy, setBusy] = useState(false);
  const url = current ? `${window.location.origin}/mind/public/${current}` : null;

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await action();
      client.toasts.push({ severity: 'success', summary: success });
      onChange();
    } catch {
      client.toasts.push({ severity: 'error', summary: genericErrorMessage });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="app-mind__share">
      {url ? (
        <>
          <label htmlFor="mind-share-url">Share link (anyone with it can read this snapshot)</label>
          <input
            id="mind-share-url"
            className="app-input"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="app-button"
            disabled={busy}
            onClick={() =>
              void run(
                () => mind.revokeShare(conversationId).then(() => setCurrent(null)),
                'Share link revoked.',
              )
            }
          >
            Revoke link
          </button>
        </>
      ) : (
        <button
          type="button"
          className="app-button"
          disabled={busy}
          onClick={() =>
            void run(
              () => mind.shareConversation(conversationId).then((share) => setCurrent(share.share_id)),
              'Share link created.',
            )
          }
        >
          Share
        </button>
      )}
    </div>
  );
}
