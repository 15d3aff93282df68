// @bondkit/core/format: Indian number, price, yield, quantum and market-date formatting. Plain functions with
// no React and no 'use client', so a server component, a route handler or a Node script formats exactly as
// the widgets do (`@bondkit/widgets` re-exports them).
export { emptyValue, toFiniteNumber } from './emptyValue';
export type { NumericInput } from './emptyValue';
export { formatIndianNumber } from './formatIndianNumber';
export type { IndianNumberOptions } from './formatIndianNumber';
export { formatPrice, formatYield, priceAndYieldDecimals } from './formatPriceAndYield';
export { formatQuantum, parseQuantum, lakh, crore } from './formatQuantum';
export type { QuantumFormatOptions } from './formatQuantum';
// The market's date format lives with the calendars (the server writes MIND's dates with it).
export { formatMarketDate } from '../calendars/formatMarketDate';
export type { MarketDateOptions } from '../calendars/formatMarketDate';
