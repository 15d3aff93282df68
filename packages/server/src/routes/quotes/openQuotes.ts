import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { eois } from '../../database/schema/index';

/** An open quote: status OPEN and not past its expiry (expiry is enforced on read, the sweep catches up). */
export function isOpenQuote(now: Date): SQL {
  return and(eq(eois.status, 'OPEN'), or(isNull(eois.expiryDateStored), gt(eois.expiryDateStored, now)))!;
}

/** Private runs a firm may see: its own, and those shared with it through `oto_participant_details`. */
export function privateRunVisibleTo(clientId: number): SQL {
  return and(
    eq(eois.visibility, 'PRIVATE'),
    or(
      eq(eois.clientId, clientId),
      sql`(${eois.otoParticipantDetails} ->> 'client_id') = ${String(clientId)}`,
      sql`coalesce(${eois.otoParticipantDetails} -> 'client_ids', '[]'::jsonb) @> ${JSON.stringify([clientId])}::jsonb`,
    ),
  )!;
}
