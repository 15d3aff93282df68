import { quantumSchema, validationMessages } from '@bondkit/core/validation';
import { parseQuantum } from '@bondkit/widgets';

export type FaceValueReading = { ok: true; rupees: number } | { ok: false; message: string };

/**
 * Reads the face value typed on the security page ('10,00,000', '10 L', '2.5 Cr'): the quantum rules of
 * trading-and-chat section 5 (required, a number, not negative, not zero, at most 12 digits) and a whole
 * number of the bond's units, so no request is sent that the server would refuse.
 */
export function readFaceValue(text: string, unitFaceValue: number): FaceValueReading {
  const spoken = parseQuantum(text);
  const parsed = quantumSchema.safeParse(spoken ?? text);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? validationMessages.number };
  const rupees = parsed.data;
  if (!Number.isInteger(rupees / unitFaceValue))
    return {
      ok: false,
      message: `Face value must be a multiple of ₹${unitFaceValue.toLocaleString('en-IN')}.`,
    };
  return { ok: true, rupees };
}

/** The market lot of ₹100 bonds (G-secs, SDLs, T-bills): ₹10 lakh, the usual trade's face value. */
const governmentMarketLot = 10_00_000;

/**
 * The face value the calculator starts with, following the bond's own: one bond for a bond issued in units of
 * ₹1,000 or more (a ₹10,000 NCD, a ₹1 crore corporate bond), and the ₹10 lakh market lot for ₹100 units.
 */
export function defaultFaceValue(unitFaceValue: number): number {
  return unitFaceValue >= 1_000 ? unitFaceValue : governmentMarketLot;
}
