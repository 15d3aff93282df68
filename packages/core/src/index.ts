// @bondkit/core: everything public, re-exported from the subpath barrels.
export * from './errors/BondkitError';
export * from './pricing/index';
export * from './client/index';
export * from './validation/index';
export * from './access/index';
export * from './stream/index';
