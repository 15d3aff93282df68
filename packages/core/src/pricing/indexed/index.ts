// @bondkit/core/pricing/indexed: bonds whose coupons or principal follow an index (MIBOR-linked FRNs,
// capital-indexed bonds), priced by the @bondkit/core/pricing engine. A separate entry keeps the common import small.
export {
  miborFrnAccrued,
  miborFrnTerms,
  miborReferenceYield,
  priceMiborFrn,
  solveMiborFrn,
} from './miborFrn';
export type { MiborFrnInput, MiborFrnPriceInput, OvernightFixing } from './miborFrn';
export {
  capitalIndexedCashflows,
  capitalIndexedTerms,
  indexRatio,
  priceFromRealYield,
  realYieldFromPrice,
} from './capitalIndexedBond';
export type {
  CapitalIndexedBondInput,
  IndexObservation,
  IndexedCashflow,
  IndexedSettlement,
} from './capitalIndexedBond';
