/**
 * A loader that runs `load` on its first call and shares that promise with every later call. A failed load (a
 * chunk that could not be fetched, offline) is not kept: the next call tries again. The API namespaces load
 * their heads with it, each on the first call that needs them.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
