import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginUrl } from '@bondkit/core/access';
import { type Bond } from '@bondkit/core';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { saveBlob } from '@bondkit/widgets/data-table';

/** The spec's download texts (trading-and-chat section 8). */
const imTooltipText = 'You can download IM directly from here.';
const imDownloadedText = 'Congratulations! You have downloaded the IM successfully';

/**
 * The information memorandum (by ISIN, open to visitors), the bond's details as a PDF (terms, market, cash
 * flows and rationale, `POST api/bond-details/{id}/download/`, open to visitors) and the quote sheet of the bond as files (signed-in
 * users; visitors are offered sign-in instead). Download request errors
 * are ignored silently, as the spec says; only success is announced.
 */
export function SecurityDownloads({ bond }: { bond: Bond }) {
  const { client } = useAppServices();
  const signedIn = useSessionState(client).data !== null;
  const location = useLocation();
  const [busy, setBusy] = useState<'im' | 'details' | 'quote' | null>(null);

  async function downloadIm() {
    setBusy('im');
    try {
      saveBlob(await client.market.downloadIm(bond.identifiers.ISIN), `${bond.identifiers.ISIN}-IM.pdf`);
      client.toasts.push({ severity: 'success', summary: imDownloadedText });
    } catch {
      // Ignored by design (spec section 8, 'Downloads').
    } finally {
      setBusy(null);
    }
  }

  async function downloadDetails() {
    setBusy('details');
    try {
      saveBlob(await client.market.downloadBondDetails(bond.id), `${bond.identifiers.ISIN}-details.pdf`);
    } catch {
      // Ignored by design, like the IM download.
    } finally {
      setBusy(null);
    }
  }

  async function downloadQuote() {
    setBusy('quote');
    try {
      saveBlob(await client.market.downloadQuote(bond.id), `${bond.identifiers.ISIN}-quote.pdf`);
    } catch {
      // Ignored by design, like the IM download.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="app-actions app-security__downloads">
      <span className="app-tooltip">
        <button
          type="button"
          className="app-button"
          aria-describedby="im-download-tooltip"
          disabled={busy !== null}
          onClick={() => void downloadIm()}
        >
          {busy === 'im' ? 'Downloading…' : 'Download IM'}
        </button>
        <span role="tooltip" id="im-download-tooltip" className="app-tooltip__text">
          {imTooltipText}
        </span>
      </span>
      <button
        type="button"
        className="app-button"
        disabled={busy !== null}
        onClick={() => void downloadDetails()}
      >
        {busy === 'details' ? 'Downloading…' : 'Download bond details'}
      </button>
      {signedIn ? (
        <button
          type="button"
          className="app-button"
          disabled={busy !== null}
          onClick={() => void downloadQuote()}
        >
          {busy === 'quote' ? 'Downloading…' : 'Download quote'}
        </button>
      ) : (
        // Quoting is the one thing on this page that needs an account.
        <Link className="app-button app-button--primary" to={loginUrl(location.pathname)}>
          Sign in to quote
        </Link>
      )}
    </div>
  );
}
