import type { Migration } from './Migration';
import { accountsMigration } from './0001_accounts';
import { tradingMigration } from './0002_trading';

/** Every migration in order. A later area appends its own here (one line). */
export const migrations: readonly Migration[] = [accountsMigration, tradingMigration];

export type { Migration } from './Migration';
