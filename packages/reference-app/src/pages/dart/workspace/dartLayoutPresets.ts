import type { IJsonModel, IJsonRowNode, IJsonTabSetNode } from 'flexlayout-react';
import type { DartPanelName } from '../dartPanes';

/** The workspace's preset layouts. */
export const dartLayoutPresetNames = ['trading', 'sales', 'compact'] as const;
export type DartLayoutPresetName = (typeof dartLayoutPresetNames)[number];

export const dartLayoutPresetLabels: Readonly<Record<DartLayoutPresetName, string>> = {
  trading: 'Trading',
  sales: 'Sales',
  compact: 'Compact',
};

/** Panel tabs are not renamed, floated or popped out (a dealing screen stays one window). */
const dartLayoutGlobal: IJsonModel['global'] = {
  tabEnableRename: false,
  tabEnableFloat: false,
  tabEnablePopout: false,
  tabSetEnableMaximize: true,
  tabSetMinWidth: 160,
  tabSetMinHeight: 120,
  tabSetEnableTabWrap: false,
};

function tabset(weight: number, panels: readonly DartPanelName[]): IJsonTabSetNode {
  return {
    type: 'tabset',
    weight,
    children: panels.map((name) => ({ type: 'tab', id: name, name, component: name })),
  };
}

function column(weight: number, children: IJsonTabSetNode[]): IJsonRowNode {
  return { type: 'row', weight, children };
}

function model(layout: IJsonRowNode): IJsonModel {
  return { global: dartLayoutGlobal, borders: [], layout };
}

/**
 * Trading: the market first. Public Runs and RFQ Quotes side by side at full height (20+ rows each at
 * 1440×900, firms abbreviated in their Firm column), the firm's book above and the chat products below in a
 * column on the right wide enough for a conversation (about 310 px at 1440; Chat stacks its channel list over
 * the conversation there).
 */
const trading = model({
  type: 'row',
  weight: 100,
  children: [
    tabset(39, ['Public Runs']),
    tabset(39, ['RFQ Quotes']),
    column(22, [
      tabset(35, ['My quotes', 'Orders', 'Private Runs']),
      tabset(65, ['Chat', 'Ticketing', 'Build Network']),
    ]),
  ],
});

/** Sales: the conversation first. Chat and tickets on the left, the runs in the middle, the book on the right. */
const sales = model({
  type: 'row',
  weight: 100,
  children: [
    column(34, [tabset(62, ['Chat', 'Build Network']), tabset(38, ['Ticketing'])]),
    tabset(38, ['Private Runs', 'Public Runs', 'RFQ Quotes']),
    column(28, [tabset(50, ['My quotes']), tabset(50, ['Orders'])]),
  ],
});

/** Compact: two tabbed panels, for a laptop or a half screen. */
const compact = model({
  type: 'row',
  weight: 100,
  children: [
    tabset(60, ['Public Runs', 'RFQ Quotes', 'Private Runs']),
    tabset(40, ['My quotes', 'Orders', 'Chat', 'Ticketing', 'Build Network']),
  ],
});

export const dartLayoutPresets: Readonly<Record<DartLayoutPresetName, IJsonModel>> = {
  trading,
  sales,
  compact,
};
