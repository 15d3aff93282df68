// @bondkit/core/internal: plumbing that bondkit's own packages share (the reference server, the widgets and
// the tests): the client's HTTP rules and stores, the response schemas the server answers with, and the trade
// stream's wire format. Not covered by semver: any release may change or remove these names. Partners use
// `@bondkit/core` and its other subpaths.
//
// Only what our packages import through it, each by name (issue 37): the widgets' development hints, and the
// server's quote depth, trade stream wire format, and the schemas and rules it shares with core's contract.
export { failureHint, isDevelopment } from '../client/developmentHints';
export { quoteDepthLevels } from '../client/schemas/quoteDepthLevels';
export type { DepthLevel, DepthQuote } from '../client/schemas/quoteDepthLevels';
export { tradeStreamClientMessageSchema } from '../stream/streamClientMessages';
export { tradeStreamAuthTimeoutMs, tradeStreamCloseCodes } from '../stream/streamCloseCodes';
export {
  isTradeStreamServerMessageType,
  tradeStreamBatchType,
  tradeStreamServerMessageSchemas,
} from '../stream/streamMessages';
export { routeRuleSchema } from '../validation/appConfiguration';
export { chatSecurityPreferences, chatUserSearchResultSchema } from '../validation/chatPayloads';
export type { ChatConnectionStatus } from '../validation/chatPayloads';
export { clientSegmentSchema, otpModeSchema } from '../validation/clientClassification';
export type { ClientConfiguration } from '../validation/clientConfiguration';
export type { ClientOnboarding } from '../validation/clientOnboarding';
export type { DrfErrorBody, DrfErrorValue } from '../validation/drfErrorBody';
export { eoiCreatePayloadSchema } from '../validation/eoiCreatePayload';
export { credentialFormatMessages, credentialFormatProblems } from '../validation/exchangeCredentialTest';
export { inventoryUploadRowInput, inventoryUploadRowSchema } from '../validation/inventoryPayloads';
export type { InventoryExternalTrade, ValuationCostEdit } from '../validation/inventoryPayloads';
export { mindSharedConversationSchema } from '../validation/mindPayloads';
export type {
  MindChatRequest,
  MindMessage,
  MindShare,
  MindSharedConversation,
  MindUsage,
} from '../validation/mindPayloads';
export { mindChatQuestion, mindMessageText } from '../validation/mindQuestion';
export type {
  OrderAmendmentProposal,
  OrderAmendmentStatus,
  OrderAuditEntry,
  OrderTerms,
} from '../validation/orderAmendments';
export { controlCharacterMessage } from '../validation/plainText';
export { storedErrorReportSchema } from '../validation/platformReports';
export { roleSchema } from '../validation/roles';
export { sessionUserSchema } from '../validation/sessionUser';
export type { SessionUser } from '../validation/sessionUser';
export type {
  SurveillanceAlertKind,
  SurveillanceAuditAction,
  SurveillanceItemKind,
  SurveillanceTradeReview,
} from '../validation/surveillancePayloads';
export { chatDownloadColumns, surveillanceSearchLimit } from '../validation/surveillanceRequests';
export type { TokenResponse } from '../validation/tokenResponse';
// The spec's messages without zod's English messages, for the quote form's checks (`specMessages`).
export { specMessages, specRequiredMessage } from '../validation/specMessages';
export { openTradeTicketStates, tradeTicketStates } from '../validation/tradeTicketPayloads';
export type {
  TradeTicketBroker,
  TradeTicketCreate,
  TradeTicketPathAction,
} from '../validation/tradeTicketPayloads';
export {
  normaliseUccRecordFields,
  uccDuplicateMessage,
  uccRecordPayloadSchema,
  uccTemplateExampleRow,
} from '../validation/uccUpload';
export type { UccRecordPayload } from '../validation/uccUpload';
export {
  namedUploadRows,
  notASpreadsheetMessage,
  repeatedIsinMessage,
  unknownIsinMessage,
  uploadFormFlag,
  uploadNumberCell,
  uploadRowCountProblem,
  uploadRowShapeProblem,
  uploadedFileKind,
} from '../validation/uploadedTable';
export type { UploadedTable } from '../validation/uploadedTable';
export { zodIssuesToErrorBody } from '../validation/zodIssuesToErrorBody';
