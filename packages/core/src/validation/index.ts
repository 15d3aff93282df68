// @bondkit/core/validation: zod schemas shared by the client, the widgets and the reference server.
export * from './roles';
export * from './clientClassification';
export { codeText, indianStateLabel, orderStatusLabels, userAccountStatusLabels } from './codeLabels';
export { neutraliseSpreadsheetFormula } from './spreadsheetFormula';
export * from './sessionUser';
export * from './tokenResponse';
export * from './drfErrorBody';
export { zodIssuesToErrorBody } from './zodIssuesToErrorBody';
export * from './messages';
export * from './textField';
export * from './plainText';
export * from './identityFields';
export * from './bankFields';
export * from './depositoryFields';
export * from './timeField';
export * from './numberField';
export * from './dateFields';
export * from './quoteFormFields';
export * from './tableFilterOperators';
export * from './PayloadValidationError';
export * from './storedNumbers';
export * from './storedQuantum';
export * from './tradingVocabulary';
export * from './eoiCreatePayload';
export * from './priceCalculationRequest';
export * from './accountPayloads';
export * from './passwordRules';
export * from './supportTickets';
export * from './contactRequests';
export * from './orderAmendments';
export * from './mindPayloads';
export * from './mindQuestion';
export * from './chatPayloads';
export * from './platformReports';
export * from './appConfiguration';
export * from './clientConfiguration';
export * from './surveillancePayloads';
export * from './surveillanceRequests';
export * from './inventoryPayloads';
export * from './clientOnboarding';
export * from './normaliseClientDetails';
export * from './uccUpload';
export * from './exchangeCredentialTest';
export * from './tradeTicketPayloads';
export * from './tradeTicketTransitions';
export { uploadRowProblem } from './uploadRowProblem';
export {
  namedUploadRows,
  notASpreadsheetMessage,
  repeatedIsinMessage,
  unknownIsinMessage,
  uploadedFileKind,
  uploadFormFlag,
  uploadNumberCell,
  uploadRowCountProblem,
  uploadRowShapeProblem,
} from './uploadedTable';
export type { UploadedTable } from './uploadedTable';
export { quoteUploadRowInput } from './quoteUploadRow';
export { faceValueMultipleMessage, isWholeNumberOfBonds } from './faceValueMultiple';
