// Bundle-size budgets per public import, gzip, peers excluded. `npm run size` (part of `npm test`) fails when
// one is exceeded. Each entry imports everything its subpath exports, the worst case for a partner.
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@sendbird/chat'];

module.exports = [
  {
    name: '@bondkit/core/pricing',
    path: 'packages/core/dist/pricing/index.js',
    import: '*',
    limit: '8 kB',
    gzip: true,
    ignore: peers,
  },
];
