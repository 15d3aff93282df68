export { emptyValue, toFiniteNumber } from './emptyValue';
export type { NumericInput } from './emptyValue';
export { formatIndianNumber } from './formatIndianNumber';
export type { IndianNumberOptions } from './formatIndianNumber';
export { formatPrice, formatYield, priceAndYieldDecimals } from './formatPriceAndYield';
export { formatQuantum, parseQuantum, lakh, crore } from './formatQuantum';
export type { QuantumFormatOptions } from './formatQuantum';
export { formatMarketDate } from './formatMarketDate';
