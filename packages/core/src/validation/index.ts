// @bondkit/core/validation: the zod schemas, field rules and messages that clients and the widgets share with
// the reference server, each named here (issue 37): a name leaves only by a deliberate change. Rules only the
// server applies live in the server; plumbing our own packages share is `@bondkit/core/internal`.
export { PayloadValidationError } from './PayloadValidationError';
export { exchangeCredentialsSchema, registrationPayloadSchema } from './accountPayloads';
export type { RegistrationPayload } from './accountPayloads';
export { routeRuleRedirect } from './appConfiguration';
export type { AppConfiguration, RouteRule } from './appConfiguration';
export type { ChatUserSearchResult } from './chatPayloads';
export {
  clientTypes,
  exchanges,
  indianStates,
  individualCategories,
  individualCategoryLabels,
} from './clientClassification';
export type { Exchange, IndividualCategory } from './clientClassification';
export { clientOnboardingSchema } from './clientOnboarding';
export type { ClientOnboardingInput, OnboardedClient } from './clientOnboarding';
export {
  clientTypeLabels,
  codeText,
  indianStateLabel,
  orderStatusLabels,
  uccStatusLabels,
  userAccountStatusLabels,
} from './codeLabels';
export { contactFormSchema, contactRequestTypeSchema } from './contactRequests';
export type { ContactForm, ContactRequestType } from './contactRequests';
export { assembleEoiCreatePayload } from './assembleEoiCreatePayload';
export type { EoiCreateInput } from './assembleEoiCreatePayload';
export { checkSettlementDate, settlementDateSchema } from './dateFields';
export { buildEoiCreatePayload } from './eoiCreatePayload';
export type { EoiCreatePayload } from './eoiCreatePayload';
export type { FieldCheckResult } from './fieldCheckResult';
export type { ExchangeCredentialTestResult } from './exchangeCredentialTest';
export { emailSchema, mobileSchema, nameSchema, otpSchema } from './identityFields';
export {
  inventoryExternalTradeSchema,
  inventoryUploadTemplate,
  valuationCostEditSchema,
} from './inventoryPayloads';
export { requiredMessage, validationMessages } from './messages';
export type { OrderAmendment, OrderAuditEntry } from './orderAmendments';
export { newPasswordSchema } from './passwordRules';
export { forbiddenControlCharacters } from './plainText';
export { timeSchema } from './timeField';
export type { ErrorReport, ErrorReportKind, StoredErrorReport } from './platformReports';
export {
  checkQuantum,
  checkQuotePrice,
  checkQuoteYield,
  quantumSchema,
  quotePriceSchema,
  quoteYieldSchema,
} from './quoteFormFields';
export { roleLabels, roles } from './roles';
export type { Role } from './roles';
export { neutraliseSpreadsheetFormula } from './spreadsheetFormula';
export { supportTicketSchema, supportTicketTypes } from './supportTickets';
export type { SupportTicketType } from './supportTickets';
export {
  surveillanceAlertSchema,
  surveillanceAuditLogSchema,
  surveillanceChannelMessagesSchema,
  surveillanceChannelSchema,
  surveillanceSearchResultSchema,
  surveillanceTradeReviewSchema,
} from './surveillancePayloads';
export type {
  SurveillanceAlert,
  SurveillanceAuditEntry,
  SurveillanceChannel,
  SurveillanceMessage,
  SurveillanceSearchResult,
} from './surveillancePayloads';
export {
  downloadChatsMaximumDays,
  downloadChatsRequestSchema,
  surveillanceAlertReviewRequestSchema,
  surveillanceSearchQuerySchema,
  surveillanceThresholds,
} from './surveillanceRequests';
export type { DownloadChatsRequest, SurveillanceAlertReviewRequest } from './surveillanceRequests';
export { matchesTableFilter, tableFilterOperatorLabels } from './tableFilterOperators';
export type { TableFilterOperator } from './tableFilterOperators';
export { requiredText } from './textField';
export type {
  TradeTicketAction,
  TradeTicketPrice,
  TradeTicketState,
  TradeTicketUpdate,
} from './tradeTicketPayloads';
export type { ClearingCorporation, FixedField, QuoteFirmness, QuoteType } from './tradingVocabulary';
export { uccRecordFields } from './uccUpload';
export type { UccUploadResult } from './uccUpload';
