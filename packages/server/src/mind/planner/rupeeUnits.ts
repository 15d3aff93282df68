/**
 * "And in crore?", "how much is that in lakh": the answer's headline rupee amounts restated in the unit asked
 * for, beside the full figure ("**₹5,21,01,188.36** (₹5.21 crore)"), so a figure asked in crore is never read
 * off a long number of lakh-grouped digits.
 */
export function rupeeUnitAsked(question: string): 'crore' | 'lakh' | null {
  const unit = /\bin (?:terms of )?(crores?|cr|lakhs?|lacs?)\b/i.exec(question)?.[1]?.toLowerCase();
  if (!unit) return null;
  return unit.startsWith('c') ? 'crore' : 'lakh';
}

/** The markdown with each bold rupee amount followed by the same amount in crore or lakh. */
export function withRupeesIn(markdown: string, unit: 'crore' | 'lakh'): string {
  const divisor = unit === 'crore' ? 1e7 : 1e5;
  return markdown.replace(/\*\*(-?)₹([\d,]+(?:\.\d+)?)\*\*/g, (whole, sign: string, digits: string) => {
    const amount = Number(digits.replace(/,/g, '')) / divisor;
    if (!Number.isFinite(amount)) return whole;
    return `${whole} (${sign}₹${amount.toFixed(2)} ${unit})`;
  });
}
