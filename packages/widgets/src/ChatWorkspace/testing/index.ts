// @bondkit/widgets/chat-workspace/testing: an in-memory ChatTransport for embedders' tests and stories.
export { createMemoryChatTransport, memoryChannel, memoryMember } from './createMemoryChatTransport';
export type { MemoryChatTransportOptions } from './createMemoryChatTransport';
