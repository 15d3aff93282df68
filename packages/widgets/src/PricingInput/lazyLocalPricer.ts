import type { Pricer } from '@bondkit/core/pricing';
import type { LocalPricerFactory } from './usePricingInput';

/** What the engine's module gives: `createLocalPricer` of `@bondkit/core/pricing`. */
export interface LocalEngine {
  createLocalPricer: LocalPricerFactory;
}

/**
 * Local pricers that load the engine with `load` on their first request and answer in place from then on.
 * One load is shared by every pricer made here; a failed load (a network blip, a deploy in between) is tried
 * again on the next request.
 */
export function createLazyLocalPricer(
  load: () => Promise<LocalEngine>,
  /** The engine when `load` has already loaded it (another pricer's, a preload): pricing starts in place. */
  loaded: () => LocalEngine | undefined = () => undefined,
): LocalPricerFactory {
  let engine: Promise<LocalEngine> | undefined;
  const loadOnce = (): Promise<LocalEngine> => {
    engine ??= load().catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
    return engine;
  };
  return (bond, calendar) => {
    let local: Pricer | undefined;
    return {
      price(request, options) {
        const ready = loaded();
        if (local === undefined && ready !== undefined) local = ready.createLocalPricer(bond, calendar);
        if (local !== undefined) return local.price(request, options);
        return loadOnce().then((loaded) => {
          local ??= loaded.createLocalPricer(bond, calendar);
          return local.price(request, options);
        });
      },
    };
  };
}

let engineLoad: Promise<LocalEngine> | undefined;
let loadedEngine: LocalEngine | undefined;

/**
 * Loads the engine (once; a failed load is tried again on the next call). PricingInput calls it when it
 * mounts with a bond's terms, so the engine is there before the first keystroke and prices in its frame.
 */
export function preloadLocalEngine(): Promise<LocalEngine> {
  engineLoad ??= import('./localEngine').then(
    ({ createLocalPricer }) => (loadedEngine = { createLocalPricer }),
    (error: unknown) => {
      engineLoad = undefined;
      throw error;
    },
  );
  return engineLoad;
}

/**
 * The engine (about 6 kB gzip) loaded on first use, or at once when already loaded. QuoteForm and
 * PricingInput price on the server unless the embedder gives the bond's terms (`getBondTerms`, `bondTerms`),
 * so a partner who never does does not download the engine with them (issue 35 for PricingInput).
 */
export const lazyLocalPricer: LocalPricerFactory = createLazyLocalPricer(
  preloadLocalEngine,
  () => loadedEngine,
);
