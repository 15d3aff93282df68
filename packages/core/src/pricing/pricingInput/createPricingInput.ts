import { PricingError } from '../PricingError';
import { createLocalPricer } from './localPricer';
import { createPricingInputController } from './pricingInputController';
import type { PricingInputController } from './pricingInputController';
import type { Pricer, PricingInputOptions } from './pricingInputTypes';

export { defaultYieldPriceThreshold } from './pricingInputController';
export type { PricingInputController } from './pricingInputController';

/**
 * A framework-free pricing input: React reads it with `useSyncExternalStore(subscribe, getSnapshot)`. Prices
 * with `pricer`, else locally over `bond` (the engine answers inside `type()`).
 */
export function createPricingInput(options: PricingInputOptions): PricingInputController {
  const { pricer, bond, calendar, ...machine } = options;
  let resolved: Pricer;
  if (pricer) resolved = pricer;
  else if (bond) resolved = createLocalPricer(bond, calendar);
  else
    throw new PricingError(
      'invalid_terms',
      'createPricingInput needs a `pricer` or the `bond` terms to price locally.',
    );
  return createPricingInputController({ ...machine, pricer: resolved });
}
