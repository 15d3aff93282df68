/** The tokens the client holds. */
export interface Tokens {
  access: string;
  /** Absent for servers or flows that issue no refresh token (the refresh then relies on the cookie). */
  refresh?: string | undefined;
}

/** Where the client keeps its tokens. Replace it to persist tokens your own way. */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  clear(): void;
}

/** The default: tokens live only in memory, so a reload relies on the server's httpOnly cookies. */
export function createMemoryTokenStore(): TokenStore {
  let tokens: Tokens | null = null;
  return {
    get: () => tokens,
    set(next) {
      tokens = { ...next };
    },
    clear() {
      tokens = null;
    },
  };
}

/** The part of the Web Storage API the client uses (`localStorage`, `sessionStorage`, or a fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StorageTokenStoreOptions {
  /** The storage key. Default `'bondkit.tokens'`. */
  key?: string | undefined;
}

/**
 * Tokens kept in a Web Storage, surviving reloads. A value that is not the JSON this store wrote (an
 * older format, a hand edit) reads as no tokens rather than failing.
 */
export function createStorageTokenStore(
  storage: StorageLike,
  options: StorageTokenStoreOptions = {},
): TokenStore {
  const key = options.key ?? 'bondkit.tokens';
  return {
    get() {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      try {
        const value = JSON.parse(raw) as unknown;
        if (typeof value !== 'object' || value === null) return null;
        const { access, refresh } = value as Record<string, unknown>;
        if (typeof access !== 'string') return null;
        return { access, refresh: typeof refresh === 'string' ? refresh : undefined };
      } catch {
        return null;
      }
    },
    set(tokens) {
      storage.setItem(key, JSON.stringify({ access: tokens.access, refresh: tokens.refresh }));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
