// @bondkit/widgets/counterparty-search
export { CounterpartySearch } from './CounterpartySearch';
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
  isSameCounterparty,
  toCounterpartyOptions,
} from './counterpartyOption';
export type { CounterpartyKind, CounterpartyOption } from './counterpartyOption';
