/** The workspace's named panes (trading-and-chat section 2), in their default order. */
export const dartPaneNames = [
  'Build Network',
  'Chat',
  'Ticketing',
  'Private Runs',
  'Public Runs',
  'RFQ Quotes',
] as const;
export type DartPaneName = (typeof dartPaneNames)[number];

/** The empty-state descriptions of the spec, and Build Network's (which the spec does not give). */
export const dartPaneDescriptions: Readonly<Record<DartPaneName, string>> = {
  'Build Network': 'invite counterparties and colleagues to trade with you on bondkit',
  Chat: 'connect with other members via direct chat, groups and broadcast lists',
  Ticketing: 'coordinate with counterparties through automated tickets',
  'Private Runs': 'quotes from chats',
  'Public Runs': 'quotes published in the market',
  'RFQ Quotes': "view live exchange quotes and trade on two exchanges' RFQ",
};
