import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { BondClient } from '@bondkit/core';
import type { Appearance } from '../theme/appearance';
import { BondkitContext } from './BondkitContext';
import type { BondkitContextValue, PortalContainer } from './BondkitContext';
import type { SoundPlayer } from './soundPlayer';
import type { TradeStreamLike } from './tradeStreamLike';

export interface BondkitProviderProps {
  /**
   * The client from `createBondClient(...)`, a promise of one (for example from a lazy import), or null
   * while your app is still making it. Widgets show their loading state until a client is there.
   * The provider does not mount or dispose the client: its owner does.
   */
  client: BondClient | PromiseLike<BondClient> | null;
  /**
   * The trade stream `useTradeStream` listens to. Default: the client's own (`client.stream`, which
   * connects while the session is authenticated once the client is mounted); `null` for none, or a fake
   * (`createFakeTradeStream()`) in tests and stories.
   */
  stream?: TradeStreamLike | null | undefined;
  /** The theme of every widget below; a widget's own `appearance` merges on top. Default: none (inherit). */
  appearance?: Appearance | undefined;
  /**
   * Where popovers, listboxes and toasts are portalled. Pass an element inside your shadow root when the
   * widgets live in one, so that the shadow root's styles reach them. Default: `document.body`.
   */
  portalContainer?: PortalContainer | null | undefined;
  /**
   * Plays the toast sounds: pass `createAudioSoundPlayer({ successUrl, errorUrl })` with files your site
   * serves (the reference app serves '/newresponse.ogg' and '/error.ogg'). Playback failures are always
   * ignored. Default: null, silent: a partner's page has no sound files, and a default would request them
   * from the partner's origin (a 404 in the console on every success toast).
   */
  soundPlayer?: SoundPlayer | null | undefined;
  children?: ReactNode | undefined;
}

function isPromiseLike(value: unknown): value is PromiseLike<BondClient> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Makes a bondkit client available to the widgets and hooks below (react-stripe-js' `<Elements>`
 * pattern). Accepts the client itself, a promise of one, or null while loading.
 */
export function BondkitProvider({
  client,
  stream,
  appearance,
  portalContainer,
  soundPlayer = null,
  children,
}: BondkitProviderProps) {
  const [resolved, setResolved] = useState<{ source: unknown; client: BondClient } | null>(null);

  useEffect(() => {
    if (!isPromiseLike(client)) return;
    let current = true;
    client.then(
      (value) => {
        // A newer `client` prop replaced this promise: its late answer must not win.
        if (current) setResolved({ source: client, client: value });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);

  let activeClient: BondClient | null = null;
  if (isPromiseLike(client)) activeClient = resolved?.source === client ? resolved.client : null;
  else activeClient = client;

  const activeStream = stream === undefined ? (activeClient?.stream ?? null) : stream;
  const value = useMemo<BondkitContextValue>(
    () => ({
      client: activeClient,
      stream: activeStream,
      appearance,
      portalContainer: portalContainer ?? undefined,
      soundPlayer,
    }),
    [activeClient, activeStream, appearance, portalContainer, soundPlayer],
  );
  return <BondkitContext.Provider value={value}>{children}</BondkitContext.Provider>;
}
