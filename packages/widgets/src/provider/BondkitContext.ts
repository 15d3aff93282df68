import { createContext } from 'react';
import type React from 'react';
import type { BondClient } from '@bondkit/core';
import type { Appearance } from '../theme/appearance';
import type { SoundPlayer } from './soundPlayer';
import type { TradeStreamLike } from './tradeStreamLike';

/** Where popovers, listboxes and toasts are portalled: an element or a shadow root. */
export type PortalContainer = HTMLElement | ShadowRoot;

export interface BondkitContextValue {
  /** The client, or null while a promised client is still loading. */
  client: BondClient | null;
  /** The trade stream, or null when none was given. */
  stream: TradeStreamLike | null;
  /** The provider's appearance; widgets merge their own on top. */
  appearance: Appearance | undefined;
  /** Where floating layers go; undefined means `document.body`. */
  portalContainer: PortalContainer | undefined;
  /** Plays toast sounds; null mutes them. */
  soundPlayer: SoundPlayer | null;
}

type ContextRegistry = { [key: symbol]: React.Context<BondkitContextValue | null> | undefined };

function sharedContext(): React.Context<BondkitContextValue | null> {
  // One context per page even when the provider and a widget come from different copies of this module
  // (the `./provider` and `./bond-search` subpaths bundled separately, or ESM and CJS builds side by
  // side): a second context would make every widget throw "must be used inside <BondkitProvider>".
  const registry = globalThis as unknown as ContextRegistry;
  const key = Symbol.for('@bondkit/widgets/BondkitContext');
  let context = registry[key];
  if (context === undefined) {
    context = createContext<BondkitContextValue | null>(null);
    context.displayName = 'BondkitContext';
    registry[key] = context;
  }
  return context;
}

export const BondkitContext = sharedContext();
