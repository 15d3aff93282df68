/**
 * Whether the price a question gives is the full (dirty) price: "if I pay 99 including accrued", "at a dirty price
 * of 101.20", "all-in price 100.50". A clean price is the default of every other price a question states.
 */
export function dirtyPriceGiven(question: string): boolean {
  // "The dirty price at a clean price of 99" gives the clean price and asks the dirty one.
  if (/\bclean\b/i.test(question)) return false;
  return /\b(?:including|incl\.?|inclusive of|with|plus) (?:the )?accrued\b|\bdirty(?: price)?\b|\bfull price\b|\ball[- ]in (?:price )?(?:of )?\d|\bcum[- ]interest\b/i.test(
    question,
  );
}
