// The formatters are core's (`@bondkit/core/format`, server-safe); the widgets' entries re-export them.
export {
  emptyValue,
  toFiniteNumber,
  formatIndianNumber,
  formatPrice,
  formatYield,
  priceAndYieldDecimals,
  formatQuantum,
  parseQuantum,
  lakh,
  crore,
  formatMarketDate,
} from '@bondkit/core/format';
export type { NumericInput, IndianNumberOptions, QuantumFormatOptions } from '@bondkit/core/format';
