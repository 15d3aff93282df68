// @bondkit/core/mind: the MIND (AI analyst) client, its transports and the AI SDK UI message stream protocol.
export * from './uiMessageChunk';
export * from './uiMessageStreamProtocol';
export * from './readUiMessageStream';
export * from './assembleMessage';
export * from './MindError';
export * from './mindTransport';
export * from './createMindClient';
export {
  mindMessageSchema,
  mindConversationSchema,
  mindConversationSummarySchema,
  mindSharedConversationSchema,
  mindUsageSchema,
  mindChatRequestSchema,
} from '../validation/mindPayloads';
export type {
  MindMessage,
  MindConversation,
  MindConversationSummary,
  MindSharedConversation,
  MindUsage,
  MindShare,
  MindChatRequest,
} from '../validation/mindPayloads';
