import { loadOnce } from './loadOnce';
/**
 * An API namespace whose module, with its response and payload schemas, is loaded on the first call of any
 * of its methods. A partner who embeds only a bond search downloads the market calls and nothing of the
 * orders, tickets, surveillance or inventory calls (issue 19: the embed's cost is what it uses).
 *
 * Every method of a namespace returns a promise, so loading first changes nothing a caller can see, except
 * that a payload check which used to throw synchronously now rejects the returned promise (it did both for
 * `await`ing callers).
 */
export type AsyncApi<Api> = {
  readonly [Name in keyof Api]: Api[Name] extends (...parameters: infer Parameters) => Promise<infer Result>
    ? (...parameters: Parameters) => Promise<Result>
    : never;
};

/**
 * `load` imports the namespace's module and creates it; it runs once, on the first call. A failed load (a
 * chunk that could not be fetched) is not cached, so the next call tries again.
 */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/** Loads a namespace made by `lazyApi` now (`client.preload()`); resolves once its module is in. */
export function preloadApi(namespace: object): Promise<void> {
  return (loaders.get(namespace)?.() ?? Promise.resolve()).then(() => undefined);
}

export function lazyApi<Api extends object>(load: () => Promise<Api>): AsyncApi<Api> {
  const methods = new Map<string, (...parameters: unknown[]) => Promise<unknown>>();
  const loaded = loadOnce(load);
  const namespace = new Proxy({} as AsyncApi<Api>, {
    get(_target, name) {
      // Symbols (inspection, iteration) and `then` (so that `await client.market` is not taken for a
      // promise) are not methods.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (method === undefined) {
        method = async (...parameters: unknown[]) => {
          const api = (await loaded()) as Record<string, unknown>;
          const target = api[name];
          if (typeof target !== 'function') {
            throw new TypeError(`The bondkit client has no method \`${name}\` in this namespace.`);
          }
          return (target as (...parameters: unknown[]) => Promise<unknown>)(...parameters);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
  loaders.set(namespace, loaded);
  return namespace;
}
