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
export function createLazyLocalPricer(load: () => Promise<LocalEngine>): LocalPricerFactory {
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
        if (local !== undefined) return local.price(request, options);
        return loadOnce().then((loaded) => {
          local ??= loaded.createLocalPricer(bond, calendar);
          return local.price(request, options);
        });
      },
    };
  };
}

/**
 * The engine (about 6.6 kB gzip) loaded on first use. QuoteForm prices on the server unless the embedder gives
 * the bond's terms (`getBondTerms`), so a partner who never does does not download the engine with the form.
 */
export const lazyLocalPricer: LocalPricerFactory = createLazyLocalPricer(() => import('./localEngine'));
