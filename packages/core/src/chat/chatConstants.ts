/** The chat constants of the spec (trading-and-chat sections 4, 5, 6 and 9). */
export const chatConstants = {
  /** Channel-list refresh poll: every 10 minutes. */
  channelListRefreshIntervalMilliseconds: 10 * 60 * 1000,
  /** Visible direct channels are refreshed in batches of 5… */
  channelListRefreshBatchSize: 5,
  /** …with a 1 minute pause between batches. */
  channelListRefreshBatchPauseMilliseconds: 60 * 1000,
  /** Delivery marking throttle: 1 s. */
  deliveryMarkingThrottleMilliseconds: 1000,
  /** The buzz animation returns to finished after 2 s. */
  buzzStateMilliseconds: 2000,
  /** A list within 20 px of its end counts as scrolled to the bottom. */
  scrollAtBottomTolerancePixels: 20,
  /** Chat user search page size. */
  userSearchPageSize: 20,
} as const;

/** The toasts of the connection rules. */
export const chatToastTexts = {
  offline: 'You are offline',
  connected: 'Connected',
} as const;

/** The channel kinds, as the channel's `customType`. */
export const chatChannelTypes = {
  direct: 'direct',
  group: 'group',
  tradingGroup: 'trading_group',
  broadcast: 'broadcast',
} as const;
export type ChatChannelType = (typeof chatChannelTypes)[keyof typeof chatChannelTypes];

/** The chat errors of the spec (section 8). */
export const chatErrorTexts = {
  notInitialised: 'Chat SDK is not initialised.',
  noUser: 'No user found.',
  noCurrentChannel: 'No current channel.',
  userNotSet: 'user not set',
} as const;

/** '{nickname} declined your request': posted in a group or trading group when an invitee declines. */
export function declinedInviteText(nickname: string): string {
  return `${nickname} declined your request`;
}
