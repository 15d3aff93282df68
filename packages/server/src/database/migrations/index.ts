import type { Migration } from './Migration';
import { accountsMigration } from './0001_accounts';
import { tradingMigration } from './0002_trading';
import { authorizationMigration } from './0003_authorization';
import { marketListIndexesMigration } from './0004_market_list_indexes';
import { chatMigration } from './0005_chat';
import { mindMigration } from './0006_mind';
import { orderAmendmentsMigration } from './0007_order_amendments';
import { marketVersionMigration } from './0008_market_version';
import { clientOnboardingMigration } from './0012_client_onboarding';
import { surveillanceMigration } from './0013_surveillance';
import { errorReportsMigration } from './0016_error_reports';
import { principalChangesMigration } from './0017_principal_changes';
import { tradeTicketsMigration } from './0018_trade_tickets';
import { premiumPlansMigration } from './0019_premium_plans';
import { orderIntermediariesMigration } from './0020_order_intermediaries';
import { priceOverrideMigration } from './0021_price_override';
import { principalVersionMigration } from './0022_principal_version';
import { chatMessageHistoryMigration } from './0023_chat_message_history';
import { chatRunsMigration } from './0024_chat_runs';
import { quoteFirmnessMigration } from './0025_quote_firmness';
import { quoteFillsMigration } from './0027_quote_fills';
import { chatDeskFeaturesMigration } from './0028_chat_desk_features';
import { otpClientModeMigration } from './0031_otp_client_mode';

/** Every migration in order, one line each; applied by id, once. */
export const migrations: readonly Migration[] = [
  accountsMigration,
  tradingMigration,
  authorizationMigration,
  marketListIndexesMigration,
  chatMigration,
  mindMigration,
  orderAmendmentsMigration,
  marketVersionMigration,
  clientOnboardingMigration,
  surveillanceMigration,
  errorReportsMigration,
  principalChangesMigration,
  tradeTicketsMigration,
  premiumPlansMigration,
  orderIntermediariesMigration,
  priceOverrideMigration,
  principalVersionMigration,
  chatMessageHistoryMigration,
  chatRunsMigration,
  quoteFirmnessMigration,
  quoteFillsMigration,
  chatDeskFeaturesMigration,
  otpClientModeMigration,
];

export type { Migration } from './Migration';
