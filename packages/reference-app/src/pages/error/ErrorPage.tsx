import { Link } from 'react-router-dom';
import { fallbackHomeRoute, homeRoute } from '@bondkit/core/access';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { errorPageContent, errorPageLinks, premiumBullets, trialEndedContent } from './errorPageContent';
import { useAccessRequest } from './useAccessRequest';
import { useAppConfiguration } from '../../app/appConfiguration';

export interface ErrorPageProps {
  /** The HTTP-like status: 410, 404, 500, 401, 402 or any other. */
  status: number;
  /** The MIND trial-expired variant of 401: 'Free Trial has Ended!' with 'Contact sales'. Default false. */
  trialExpired?: boolean;
  /** For 404: the path that was not found, shown as 'Page Not Found: {path}'. Default: none. */
  path?: string;
}

/** The platform's error page in all its variants; the caller puts it in its layout (dart or no-footer). */
export function ErrorPage({ status, trialExpired = false, path }: ErrorPageProps) {
  const { client } = useAppServices();
  const user = useSessionState(client).data;
  const access = useAccessRequest(client, user);
  const blogUrl = useAppConfiguration(client)?.blog_url ?? null;
  const content = trialExpired ? trialEndedContent : errorPageContent(status);
  const heading = status === 404 && path !== undefined ? `Page Not Found: ${path}` : content.title;

  return (
    <main className="app-page app-error" aria-labelledby="error-title">
      <p className="app-error__status">
        {status}
        {heading === content.title ? null : ` · ${content.title}`}
      </p>
      <h1 id="error-title">{heading}</h1>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {status === 402 && !trialExpired ? (
        <ul className="app-error__bullets">
          {premiumBullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {status === 410 ? (
        <p className="app-error__links">
          <a href={errorPageLinks.website}>Website</a>
          {blogUrl ? <a href={blogUrl}>Blog</a> : null}
          <a href={errorPageLinks.learnMore}>Learn more</a>
        </p>
      ) : null}
      <div className="app-actions">
        {trialExpired ? (
          <RequestButton
            label="Contact sales"
            signedIn={user !== null}
            disabled={access.status !== 'idle'}
            onClick={() => void access.request('REQUEST_ACCESS', 'Request access to mind')}
          />
        ) : null}
        {status === 402 && !trialExpired ? (
          <RequestButton
            label="Request Upgrade"
            signedIn={user !== null}
            disabled={access.status !== 'idle'}
            onClick={() => void access.request('REQUEST_LIVE_MARKET_UPGRADE', 'Request upgrade to premium')}
          />
        ) : null}
        {status > 200 ? (
          <Link
            className="app-button"
            // The trial-ended /mind is the researcher's home: Back to Home from it goes to the next page they may open.
            to={
              trialExpired && user !== null
                ? fallbackHomeRoute(user, new Date(client.now()))
                : homeRoute(user, new Date(client.now()))
            }
          >
            Back to Home
          </Link>
        ) : null}
      </div>
    </main>
  );
}

function RequestButton(props: { label: string; signedIn: boolean; disabled: boolean; onClick: () => void }) {
  if (!props.signedIn) {
    return (
      <Link className="app-button app-button--primary" to="/contact">
        {props.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="app-button app-button--primary"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}
