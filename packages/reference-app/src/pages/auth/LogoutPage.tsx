import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';

/**
 * /auth/logout: signs the user out (tokens, session, the server's refresh family) and says so. A forced
 * sign-out (an unrecoverable 401) lands here already signed out (`state.sessionEnded`). A visitor who was never
 * signed in is told just that, not that a session ended.
 */
export function LogoutPage() {
  const { client } = useAppServices();
  const session = useSessionState(client);
  const location = useLocation();
  const started = useRef(false);
  const [endedHere, setEndedHere] = useState(false);
  useEffect(() => {
    if (session.status !== 'authenticated' || started.current) return;
    started.current = true;
    // The chat session ends with the sign-in: its token is revoked and its open sockets close (the spec's
    // `DELETE /api/remove-sb-session`). Whatever it answers, the sign-out goes on.
    setEndedHere(true);
    const chatUserId = session.data.user_info.unique_id;
    void client.chatSession
      .removeSession(chatUserId)
      .catch(() => undefined)
      .then(() => client.signOut());
  }, [client, session]);

  const arrivedSignedOut = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const signedOut = session.status === 'unauthenticated';
  if (signedOut && !endedHere && !arrivedSignedOut) {
    return (
      <main className="app-page app-static" aria-labelledby="page-title">
        <h1 id="page-title">You are not signed in</h1>
        <p>There is no session on this device to sign out of.</p>
        <div className="app-actions">
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
          <Link className="app-button" to="/">
            Back to Home
          </Link>
        </div>
      </main>
    );
  }
  return (
    <main className="app-page app-static" aria-labelledby="page-title">
      <h1 id="page-title">{signedOut ? 'You have been signed out' : 'Signing out…'}</h1>
      {signedOut ? (
        <>
          <p>Your session has ended on this device. Sign in again to continue where you left off.</p>
          <div className="app-actions">
            <Link className="app-button app-button--primary" to="/auth/login">
              Sign in again
            </Link>
            <Link className="app-button" to="/">
              Back to Home
            </Link>
          </div>
        </>
      ) : null}
    </main>
  );
}
