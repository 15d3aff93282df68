export { emptyValue, toFiniteNumber } from './emptyValue';
export type { NumericInput } from './emptyValue';
export { formatIndianNumber } from './formatIndianNumber';
export type { IndianNumberOptions } from './formatIndianNumber';
export { formatPrice, formatYield, priceAndYieldDecimals } from './formatPriceAndYield';
export { formatQuantum, parseQuantum, lakh, crore } from './formatQuantum';
export type { QuantumFormatOptions } from './formatQuantum';
// The market's date format is core's, so the server's MIND answers write dates as the widgets do.
export { formatMarketDate } from '@bondkit/core/calendars';
