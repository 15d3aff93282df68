// @bondkit/core/contract: the API's endpoints, declared once for the client, the reference server, the
// testing fake and the OpenAPI document. Plumbing for those four: not a partner-facing API (no semver).
export { defineEndpoint, endpointBasePaths, pathParameterNames } from './endpoint';
export type {
  AccessPolicyName,
  AnyEndpoint,
  AnySchema,
  Endpoint,
  EndpointBase,
  EndpointInput,
  EndpointMethod,
  EndpointOutput,
  EndpointRequestParts,
  EndpointUpload,
  StringParsedInput,
  UploadInput,
} from './endpoint';
export {
  spreadsheetLimits,
  spreadsheetMaximumRecordCharacters,
  spreadsheetUpload,
  supportAttachmentServedTypes,
  supportAttachmentUpload,
  uploadIdPattern,
  uploadNotMultipartMessage,
  uploadTooLargeMessage,
} from './uploads';
export { clientEndpointPath, fillEndpointPath } from './endpointPath';
export { idParametersSchema, queryFlagSchema } from './commonSchemas';
export { endpoints } from './endpoints';
export type { EndpointName } from './endpoints';
export { marketEndpoints, minimumSearchLength } from './marketEndpoints';
export { finstrumentTypes, quoteListEndpoints } from './quoteEndpoints';
export { maximumPageSize, orderingQueryField, pageQueryFields, parseOrdering } from './pageQuery';
export { quoteWriteEndpoints } from './quoteWriteEndpoints';
export { quoteActionEndpoints } from './quoteActionEndpoints';
export { participantEndpoints } from './participantEndpoints';
export { orderEndpoints, unifiedOrderOrderingFields } from './orderEndpoints';
export { orderStatuses, orderTransition, orderTransitions } from './orderStatuses';
export type { OrderAction, OrderStatus } from './orderStatuses';
export { orderAmendmentEndpoints } from './orderAmendmentEndpoints';
export { orderDetailEndpoints } from './orderDetailEndpoints';
export { orderKindEndpoints, orderKinds } from './orderKindEndpoints';
export { clusterEndpoints } from './clusterEndpoints';
export { inventoryEndpoints } from './inventoryEndpoints';
export { tradeMemberEndpoints } from './tradeMemberEndpoints';
export { errorReportOrderingFields, platformEndpoints } from './platformEndpoints';
export { ticketEndpoints } from './ticketEndpoints';
export { authEndpoints } from './authEndpoints';
export { accountEndpoints, websiteSchema } from './accountEndpoints';
export { securityPageEndpoints } from './securityPageEndpoints';
export { clientEndpoints, uccOrderingFields, userAccountOrderingFields } from './clientEndpoints';
export { referenceEndpoints } from './referenceEndpoints';
export { surveillanceEndpoints } from './surveillanceEndpoints';
export { chatEndpoints } from './chatEndpoints';
export { marketDataEndpoints } from './marketDataEndpoints';
export { administrationEndpoints } from './administrationEndpoints';
export { registrationEndpoints } from './registrationEndpoints';
export { userSettingsEndpoints } from './userSettingsEndpoints';
export { supportEndpoints } from './supportEndpoints';
export { mindConversationParametersSchema, mindEndpoints } from './mindEndpoints';
export {
  clientEoiEndpoints,
  clientQuoteDefaultMinutes,
  clientQuoteMaximumMinutes,
} from './clientEoiEndpoints';
