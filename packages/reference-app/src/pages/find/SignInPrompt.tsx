import { Link, useLocation } from 'react-router-dom';
import { loginUrl } from '@bondkit/core';

/**
 * Shown on the public find pages to visitors: the reference server serves market data to signed-in users
 * only, so the page explains what is here and offers sign-in, coming back to this page afterwards.
 */
export function SignInPrompt({ what }: { what: string }) {
  const location = useLocation();
  return (
    <section className="app-panel app-sign-in-prompt" aria-labelledby="sign-in-prompt-title">
      <h2 id="sign-in-prompt-title">Sign in to see {what}</h2>
      <p>
        Prices, cash flows, trades and credit rationale come from the market data service, which is open to
        signed-in members. Signing in is free for invited members; new firms can ask us for access.
      </p>
      <div className="app-actions">
        <Link
          className="app-button app-button--primary"
          to={loginUrl(`${location.pathname}${location.search}`)}
        >
          Sign in
        </Link>
        <Link className="app-button" to="/contact?request=REQUEST_ACCESS">
          Request access
        </Link>
      </div>
    </section>
  );
}
