// The one Drizzle schema, grouped by area. Later areas add a file here and a migration.
export * from './clients';
export * from './users';
export * from './authentication';
export * from './messaging';
export * from './trading';
export * from './orderAmendments';
export * from './mind';
export * from './chat';
export * from './errorReports';
export * from './marketVersions';
export * from './tradeTickets';
export * from './chatRuns';
