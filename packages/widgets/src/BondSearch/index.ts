// @bondkit/widgets/bond-search
export { BondSearch, bondSearchPlaceholder, noBondsFoundText } from './BondSearch';
export type { BondOptionRenderState, BondSearchProps } from './BondSearch';
export { useBondSearch } from './useBondSearch';
export type { BondSearchState, BondValueChangeDetails, UseBondSearchOptions } from './useBondSearch';
export { bondOptionText, disabledIsinLabel, maturedLabel, toBondOption, unlistedLabel } from './bondOption';
export type { BondOption } from './bondOption';
