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
  budget('@bondkit/core/pricing', 'packages/core/dist/pricing/index.js', '8 kB', { ignore: reactPeers }),
  // Today most of this is zod's classic API in the response schemas; moving them to zod/mini is the known
  // way to roughly halve it.
  budget(
    '@bondkit/core: createBondClient (the client every widget needs)',
    'packages/core/dist/index.js',
    '48 kB',
    {
      importName: '{ createBondClient }',
      ignore: reactPeers,
    },
  ),
  budget('@bondkit/widgets/provider', 'packages/widgets/dist/provider/index.js', '6 kB'),
  budget('@bondkit/widgets/pricing-input', 'packages/widgets/dist/PricingInput/index.js', '20 kB'),
  budget('@bondkit/widgets/bond-search', 'packages/widgets/dist/BondSearch/index.js', '30 kB'),
  budget(
    '@bondkit/widgets/counterparty-search',
    'packages/widgets/dist/CounterpartySearch/index.js',
    '30 kB',
  ),
  budget('@bondkit/widgets/quote-sheet', 'packages/widgets/dist/QuoteSheet/index.js', '35 kB'),
  budget('@bondkit/widgets/quote-form', 'packages/widgets/dist/QuoteForm/index.js', '45 kB'),
];
