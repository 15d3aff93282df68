import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { privateQuoteVisibleCondition } from '../authorization/quoteRules';
import { eois } from '../database/schema/index';

/** An open quote: status OPEN and not past its expiry (expiry is enforced on read, the sweep catches up). */
export function isOpenQuote(now: Date): SQL {
  const open = and(
    eq(eois.status, 'OPEN'),
    or(isNull(eois.expiryDateStored), gt(eois.expiryDateStored, now)),
  );
  // and() of conditions is a condition; it is undefined only when given none.
  if (open === undefined) throw new Error('isOpenQuote: no condition');
  return open;
}

/** Private runs a firm may see: the quote rule's PRIVATE case (`authorization/quoteRules.ts`). */
export const privateRunVisibleTo = privateQuoteVisibleCondition;
