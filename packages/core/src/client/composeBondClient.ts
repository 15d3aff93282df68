import { BondkitError } from '../errors/BondkitError';
import { idleTradeStream } from '../stream/idleTradeStream';
import type { BondClientApiLoaders, TradeStreamLoader } from './apiLoaders';
import type { BondClient, BondClientOptions } from './bondClient';
import { createClient } from './createClient';

/** `composeBondClient`'s options: the client's, plus the namespaces (and the stream) it is made of. */
export interface ComposedBondClientOptions extends BondClientOptions {
  /**
   * The API namespaces this client has, each with its loader: `{ market: loadMarketApi }` for a bond search.
   * A namespace left out answers every call with a `BondkitError` (code `namespace_not_included`) that names
   * its loader. Required.
   */
  api: BondClientApiLoaders;
  /**
   * The trade stream (`loadTradeStream`: its implementation loads when it first connects). Default: none,
   * and then `client.stream` stays `idle` (as with `connectStream: false`) and none of it is in the bundle.
   */
  tradeStream?: TradeStreamLoader | undefined;
}

/**
 * The platform client made of the namespaces in `options.api` only (modelled on the AWS SDK's bare clients):
 * a partner's bundle then holds those namespaces' calls and schemas and the zod they use, and nothing of
 * the others. A bond search embed needs `{ market: loadMarketApi }`. `createBondClient` is this client with
 * every namespace and the trade stream.
 */
export function composeBondClient(options: ComposedBondClientOptions): BondClient {
  if (typeof options.api !== 'object' || options.api === null) {
    throw new TypeError(
      'composeBondClient: `api` is required, for example { api: { market: loadMarketApi } } for a bond search.',
    );
  }
  if (options.watchBuilds === true && options.api.build === undefined) {
    throw new TypeError(
      "composeBondClient: `watchBuilds` needs the build files' namespace: add `build: loadBuildApi` to `api`.",
    );
  }
  const { api, tradeStream, ...clientOptions } = options;
  return createClient('composeBondClient', clientOptions, {
    api,
    tradeStream: tradeStream ?? (() => idleTradeStream),
    notIncluded: (name) =>
      new BondkitError({
        code: 'namespace_not_included',
        // The loaders are named after their namespace: `market` → `loadMarketApi`.
        message: `composeBondClient: this client has no \`${name}\` namespace. Add \`${name}: load${name.charAt(0).toUpperCase()}${name.slice(1)}Api\` (from @bondkit/core) to its \`api\` option, or create the client with createBondClient, which has every namespace.`,
      }),
  });
}
