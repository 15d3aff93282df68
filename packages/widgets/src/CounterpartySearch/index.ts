// @bondkit/widgets/counterparty-search
export {
  CounterpartySearch,
  companiesHeading,
  counterpartySearchPlaceholder,
  membersHeading,
} from './CounterpartySearch';
export type { CounterpartyOptionRenderState, CounterpartySearchProps } from './CounterpartySearch';
export { useCounterpartySearch } from './useCounterpartySearch';
export type {
  CounterpartySearchState,
  CounterpartyValueChangeDetails,
  UseCounterpartySearchOptions,
} from './useCounterpartySearch';
export {
  counterpartyDetail,
  counterpartyName,
  dedupeCounterparties,
  emptyTextForPlaceholder,
  isSameCounterparty,
  toCounterpartyOptions,
} from './counterpartyOption';
export type { CounterpartyKind, CounterpartyOption } from './counterpartyOption';
