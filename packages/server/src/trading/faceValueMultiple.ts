/** Whether `quantity` rupees is a whole number of bonds of `faceValue` (to a billionth of a bond). */
export function isWholeNumberOfBonds(quantity: number, faceValue: number): boolean {
  const units = quantity / faceValue;
  return Math.abs(units - Math.round(units)) <= 1e-9;
}

/** The spec's refusal of a quantity that is not a whole number of the bond's face value. */
export function faceValueMultipleMessage(faceValue: number): string {
  return `Quantum must be a multiple of the face value (₹${faceValue.toLocaleString('en-IN')}).`;
}
