import { desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { errorReportOrderingFields } from '@bondkit/core/contract';
import { orderedBy, type SortChoice } from '../database/sortOrder';
import { storedErrorReportSchema } from '@bondkit/core/internal';
import { type ErrorReport, type StoredErrorReport } from '@bondkit/core/validation';
import type { Principal } from '../auth/principal';
import type { Db } from '../database/connection';
import { returnedRow } from '../database/returnedRow';
import { errorReports } from '../database/schema/index';

/**
 * Stores a UI error report (platform-shell 8). Who reported it never comes from the report: the reporter's
 * user id, name and firm are the session's, and a visitor's report has none.
 */
export async function recordErrorReport(
  db: Db,
  report: ErrorReport,
  reporter: Principal | null,
  now: Date,
): Promise<{ id: number }> {
  const row = returnedRow(
    await db
      .insert(errorReports)
      .values({
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        userId: reporter?.user.id ?? null,
        userName: reporter ? `${reporter.user.firstName} ${reporter.user.lastName}`.trim() : null,
        clientId: reporter?.client.id ?? null,
        clientName: reporter?.client.name ?? null,
        createdAt: now,
      })
      .returning({ id: errorReports.id }),
  );
  return { id: row.id };
}

/** A column the firm's error reports sort by, as the contract names it (`ordering`). */
export type ErrorReportOrdering = (typeof errorReportOrderingFields)[number];

const errorReportColumns: Record<ErrorReportOrdering, AnyPgColumn> = {
  created_at: errorReports.createdAt,
  user_name: errorReports.userName,
  message: errorReports.message,
  url: errorReports.url,
  kind: errorReports.kind,
};

/**
 * One page of the reports of one firm's users, newest first unless `orderBy` names a column, and how many
 * there are in all.
 */
export async function firmErrorReports(
  db: Db,
  clientId: number,
  page: { page: number; pageSize: number; orderBy?: SortChoice<ErrorReportOrdering> | undefined },
): Promise<{ count: number; results: StoredErrorReport[] }> {
  // A firm sees its own users' reports only: another firm's errors may name its clients or its pages.
  const firmReports = eq(errorReports.clientId, clientId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(errorReports)
      .where(firmReports)
      .orderBy(
        ...(page.orderBy === undefined
          ? []
          : [orderedBy(errorReportColumns[page.orderBy.field], page.orderBy.descending)]),
        desc(errorReports.id),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(errorReports)
      .where(firmReports),
  ]);
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      kind: storedErrorReportSchema.shape.kind.parse(row.kind),
      message: row.message,
      stack: row.stack,
      url: row.url,
      user_id: row.userId,
      user_name: row.userName,
      client_name: row.clientName,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
