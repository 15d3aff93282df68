import { sql } from 'drizzle-orm';
import type { Db } from './connection';

/** Whether the database answers a trivial query (the health check); throws what the driver threw when not. */
export async function checkDatabaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
