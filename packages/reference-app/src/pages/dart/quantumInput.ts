import { parseQuantum } from '@bondkit/widgets';
import { quantumSchema } from '@bondkit/core/validation';
import { firstMessage } from '../../forms/fieldErrors';

/**
 * A quantum field as dealers type it ('2.5 Cr', '50 L', '1,00,00,000'): the rupees it reads as, and the spec's
 * field message when it is not a quantum ('Should be number', 'Cannot be zero'…), null when it is.
 */
export function readQuantumInput(text: string): { quantum: number | undefined; message: string | null } {
  // An empty field gets the schema's own words ('This field is required'), not 'Should be number'.
  if (text.trim() === '') return { quantum: undefined, message: firstMessage(quantumSchema, text) };
  const quantum = parseQuantum(text);
  if (quantum === undefined) return { quantum, message: 'Should be number' };
  return { quantum, message: firstMessage(quantumSchema, String(quantum)) };
}
