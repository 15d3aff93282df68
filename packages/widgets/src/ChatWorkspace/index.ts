// @bondkit/widgets/chat-workspace: ChatWorkspace on the @sendbird/chat SDK (Provider/View split, render slots).
export { ChatWorkspace, ChatWorkspaceView } from './ChatWorkspace';
export type { ChatWorkspaceProps, ChatWorkspaceViewProps } from './ChatWorkspace';
export { ChatWorkspaceProvider, useChatWorkspace } from './ChatWorkspaceProvider';
export type { ChatSelectionReason, ChatWorkspaceProviderProps } from './ChatWorkspaceProvider';
export { ChatChannelList } from './ChatChannelList';
export type { ChatChannelListProps } from './ChatChannelList';
export { ChatConversation } from './ChatConversation';
export type { ChatConversationProps } from './ChatConversation';
export { createSendbirdChatTransport } from './createSendbirdChatTransport';
export type { SendbirdChatTransportOptions } from './createSendbirdChatTransport';
export type * from './chatTransport';
export type { ChatWorkspaceState } from './chatWorkspaceStore';
export { ChatTicketCard, readChatTicket, tradeTicketMessageType } from './ChatTicketCard';
export type { ChatTicketView } from './ChatTicketCard';
