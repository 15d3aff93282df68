/** The workspace's named panes (trading-and-chat section 2), in their default order. */
const dartPaneNames = [
  'Build Network',
  'Chat',
  'Ticketing',
  'Private Runs',
  'Public Runs',
  'RFQ Quotes',
] as const;
export type DartPaneName = (typeof dartPaneNames)[number];

/**
 * Every panel of the docking workspace: the spec's six panes and the firm's own book (My quotes, Orders).
 * A panel's name is its id in a saved layout, so renaming one discards nobody's layout only if the old name
 * is mapped: keep them.
 */
export const dartPanelNames = [...dartPaneNames, 'My quotes', 'Orders'] as const;
export type DartPanelName = (typeof dartPanelNames)[number];

export function isDartPanelName(value: unknown): value is DartPanelName {
  return typeof value === 'string' && (dartPanelNames as readonly string[]).includes(value);
}

/** The empty-state descriptions of the spec, and Build Network's (which the spec does not give). */
export const dartPaneDescriptions: Readonly<Record<DartPaneName, string>> = {
  'Build Network': 'invite counterparties and colleagues to trade with you on bondkit',
  Chat: 'connect with other members via direct chat, groups and broadcast lists',
  Ticketing: 'coordinate with counterparties through automated tickets',
  'Private Runs': 'quotes from chats',
  'Public Runs': 'quotes published in the market',
  'RFQ Quotes': "view live exchange quotes and trade on two exchanges' RFQ",
};
