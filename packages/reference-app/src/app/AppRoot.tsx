import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { captureUtm } from '@bondkit/core';
import { BondkitProvider, Toaster } from '@bondkit/widgets';
import { useSupportWidget } from '../support/useSupportWidget';
import { AccessGate } from './AccessGate';
import { AppServicesContext } from './AppServices';
import type { AppServices } from './AppServices';
import { useSessionState } from './useSessionState';

/**
 * The shell around every route: the client's lifetime (mount: session load, 240 s refresh, visibility and
 * online refresh, build watcher), new-build reload, UTM capture, forced sign-out to /auth/logout, the
 * trade stream while signed in (the client's own `client.stream`, which the provider hands to the
 * widgets), the support widget and the toasts. The access checks run in `AccessGate`.
 */
export function AppRoot({ services }: { services: AppServices }) {
  const { client, supportWidget, reload, storage } = services;
  const location = useLocation();
  const session = useSessionState(client);
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

  useSupportWidget(supportWidget, location.pathname, session.data);

  return (
    <AppServicesContext.Provider value={services}>
      <BondkitProvider client={client}>
        <AccessGate forcedLogout={forcedLogout && !onLogoutPage} />
        <Toaster />
      </BondkitProvider>
    </AppServicesContext.Provider>
  );
}
