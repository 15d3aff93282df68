// The pricing engine, in a module of its own so that `lazyLocalPricer` can load it on first use: a bundler
// puts what this module reaches (and nothing else imports) in a chunk of its own.
export { createLocalPricer } from '@bondkit/core/pricing';
