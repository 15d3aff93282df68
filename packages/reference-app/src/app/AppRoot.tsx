import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { captureUtm } from '@bondkit/core';
import type { TradeStream } from '@bondkit/core/stream';
import type { TradeStreamLike } from '@bondkit/widgets/provider';
import { BondkitProvider, Toaster } from '@bondkit/widgets';
import { useSupportWidget } from '../support/useSupportWidget';
import { AccessGate } from './AccessGate';
import { AppServicesContext } from './AppServices';
import type { AppServices } from './AppServices';
import { useSessionState } from './useSessionState';

/**
 * The shell around every route: the client's lifetime (mount: session load, 240 s refresh, visibility and
 * online refresh, build watcher), new-build reload, UTM capture, forced sign-out to /auth/logout, the
 * trade stream while signed in, the support widget and the toasts. The access checks run in `AccessGate`.
 */
export function AppRoot({ services }: { services: AppServices }) {
  const { client, supportWidget, reload, storage, liveStream } = services;
  const location = useLocation();
  const session = useSessionState(client);
  const [stream, setStream] = useState<TradeStreamLike | null>(null);
  const [forcedLogout, setForcedLogout] = useState(false);

  useEffect(() => {
    if (storage !== null) captureUtm(window.location.href, storage);
    const stopNewBuild = client.on('newBuild', () => reload());
    // A 401 the client could not recover from (or a failed refresh) ends at /auth/logout; a sign-out the
    // user asked for is already on its way there.
    // Only a user who was signed in is sent there: a visitor's 401 (a members-only call) ends no session.
    let signedInSinceLogout = client.session.getSnapshot().status === 'authenticated';
    const stopSession = client.session.subscribe(() => {
      if (client.session.getSnapshot().status === 'authenticated') signedInSinceLogout = true;
    });
    const stopLogout = client.on('logout', ({ reason }) => {
      if (reason !== 'user' && signedInSinceLogout) setForcedLogout(true);
      signedInSinceLogout = false;
    });
    void client.mount();
    return () => {
      stopNewBuild();
      stopLogout();
      stopSession();
      client.dispose();
    };
  }, [client, reload, storage]);

  // The flag lasts until /auth/logout is reached, so the gate does not send the user to the login page.
  const onLogoutPage = location.pathname === '/auth/logout';
  useEffect(() => {
    if (onLogoutPage) setForcedLogout(false);
  }, [onLogoutPage]);

  // The stream module is loaded only once someone signs in, so visitors never download it.
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (!signedIn || !liveStream) return;
    let current: TradeStream | null = null;
    let cancelled = false;
    void import('./createAppStream').then(({ createAppStream, toTradeStreamLike }) => {
      if (cancelled) return;
      current = createAppStream(client);
      current.setAuthenticated(true);
      setStream(toTradeStreamLike(current));
    });
    return () => {
      cancelled = true;
      current?.disconnect();
      setStream(null);
    };
  }, [client, signedIn, liveStream]);

  useSupportWidget(supportWidget, location.pathname, session.data);

  return (
    <AppServicesContext.Provider value={services}>
      <BondkitProvider client={client} stream={stream}>
        <AccessGate forcedLogout={forcedLogout && !onLogoutPage} />
        <Toaster />
      </BondkitProvider>
    </AppServicesContext.Provider>
  );
}
