// @bondkit/widgets/bond-search
export { BondSearch } from './BondSearch';
export type { BondOptionRenderState, BondSearchProps } from './BondSearch';
export { useBondSearch } from './useBondSearch';
export type { BondSearchState, BondValueChangeDetails, UseBondSearchOptions } from './useBondSearch';
export { bondOptionText, toBondOption } from './bondOption';
export type { BondOption } from './bondOption';
