/** ISIN: two letters, nine alphanumerics and a check digit (ISO 6166). */
const isinPattern = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/**
 * The ISO 6166 check digit of the first eleven characters: letters become numbers (A = 10 … Z = 35),
 * then the Luhn algorithm runs over the digits, doubling every second digit from the right.
 */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(body)) throw new Error(`Not an ISIN body: ${body}`);
  const digits = [...body]
    .map((character) => (/[0-9]/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  let sum = 0;
  for (let index = digits.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    let value = Number(digits[index]) * (double ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  }
  return (10 - (sum % 10)) % 10;
}

/** The full ISIN of an eleven-character body. */
export function withCheckDigit(body: string): string {
  return `${body}${isinCheckDigit(body)}`;
}

/** Whether `isin` is well formed and its check digit is right. */
export function isValidIsin(isin: string): boolean {
  return isinPattern.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
