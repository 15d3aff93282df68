/**
 * Which quotes the sheet shows: public runs (the market list), private runs (quotes from chats) or RFQ
 * quotes (the exchanges' RFQ systems).
 */
export type QuoteSheetRun = 'public' | 'private' | 'rfq';

/** The pane names and empty-state descriptions of the spec (trading-and-chat section 2). */
export const quoteSheetEmptyStates: Record<QuoteSheetRun, { title: string; description: string }> = {
  public: { title: 'Public Runs', description: 'quotes published in the market' },
  private: { title: 'Private Runs', description: 'quotes from chats' },
  rfq: { title: 'RFQ Quotes', description: "view live exchange quotes and trade on two exchanges' RFQ" },
};
