import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { captureUtm } from '@bondkit/core';
import { BondkitProvider, Toaster, createAudioSoundPlayer } from '@bondkit/widgets';
import { useSupportWidget } from '../support/useSupportWidget';
import { AccessGate } from './AccessGate';
import { useAppConfiguration } from './appConfiguration';
import { installGlobalErrorReporting, unexpectedErrorText } from './globalErrorReporting';
import { installRipple } from './ripple';
import { pageModules } from './pageModules';
import { schedulePagePrefetch } from './pagePrefetch';
import { appSections, visibleSections } from '../layouts/appNavigation';
import { AppServicesContext } from './AppServices';
import type { AppServices } from './AppServices';
import { useSessionState } from './useSessionState';

/**
 * The toast sounds the app ships (public/sounds, made by scripts/generateAppAssets.mjs), by absolute URL
 * so a toast on /auth/login or /security/1 does not ask for /auth/newresponse.ogg.
 */
export const toastSoundUrls = { successUrl: '/sounds/newresponse.ogg', errorUrl: '/sounds/error.ogg' };
const toastSounds = createAudioSoundPlayer(toastSoundUrls);

/**
 * The shell around every route: the client's lifetime (mount: session load, 240 s refresh, visibility and
 * online refresh, build watcher), new-build reload, UTM capture, forced sign-out to /auth/logout, the
 * trade stream while signed in (the client's own `client.stream`, which the provider hands to the
 * widgets), the global error handler (reports and 'Something went wrong!'), the deployment's route rules,
 * the support widget and the toasts. The access checks run in `AccessGate`.
 */
export function AppRoot({ services }: { services: AppServices }) {
  const { client, supportWidget, reload, storage } = services;
  const location = useLocation();
  const session = useSessionState(client);
  const configuration = useAppConfiguration(client);
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
    const stopErrorReporting = installGlobalErrorReporting({
      target: window,
      report: (report) => client.platform.reportError(report),
      notify: () => client.toasts.push({ severity: 'error', summary: unexpectedErrorText }),
    });
    const stopRipple = installRipple(document);
    void client.mount();
    return () => {
      stopRipple();
      stopErrorReporting();
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

  // The sections this user may open are downloaded 1 s after the page loaded (and again for a new user).
  const user = session.status === 'loading' ? undefined : session.data;
  useEffect(() => {
    if (user === undefined) return;
    const paths = visibleSections(appSections, user, new Date(client.now())).map((section) => section.to);
    return schedulePagePrefetch(paths, pageModules);
  }, [client, user]);

  return (
    <AppServicesContext.Provider value={services}>
      <BondkitProvider client={client} soundPlayer={toastSounds}>
        <AccessGate
          forcedLogout={forcedLogout && !onLogoutPage}
          routeRules={configuration?.route_rules ?? null}
        />
        <Toaster />
      </BondkitProvider>
    </AppServicesContext.Provider>
  );
}
