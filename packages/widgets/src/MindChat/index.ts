// @bondkit/widgets/mind-chat: MindChat, the AI analyst chat, and its headless hook.
export { MindChat } from './MindChat';
export type { MindChatProps } from './MindChat';
export { useMindChat } from './useMindChat';
export type { MindChatController, MindChatStatus, UseMindChatOptions } from './useMindChat';
export { ConversationSidebar } from './ConversationSidebar';
export type { ConversationSidebarProps, MindConversationItem } from './ConversationSidebar';
export { MindChart, isMindChartData } from './MindChart';
export type { MindChartData } from './MindChart';
export { MarkdownView } from './MarkdownView';
export type { RenderLink } from './markdownInline';
export type { MindMessage, MindTransport } from '@bondkit/core/mind';
