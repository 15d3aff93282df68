import type { StorageLike } from '../tokenStore';

/**
 * Whether this browser may hold a session that the client cannot see (the server's httpOnly cookies), so
 * that a visitor who never signed in is not asked for a session that cannot exist: that request fails
 * with a 401, its refresh with a 400, and both land in the page's console.
 */
export interface SessionHint {
  /** False only when nothing says there is a session: no remembered sign-in and no signed-in cookie. */
  mayBeSignedIn(): boolean;
  /** A session was loaded: remember it across reloads. */
  remember(): void;
  /** Signed out: forget it. */
  forget(): void;
}

/** The storage key of the remembered sign-in. */
export const sessionHintKey = 'bondkit.signed-in';

/** The readable cookie the reference server sets beside its token cookies (no secret, only `1`). */
const signedInCookieName = 'bk_signed_in';

export interface SessionHintOptions {
  /** Where the sign-in is remembered. None: only the cookie counts. */
  storage: StorageLike | undefined;
  /** The page's cookies (`document.cookie`); undefined where there is no document. */
  readCookies: () => string | undefined;
}

function documentCookies(): string | undefined {
  try {
    return (globalThis as { document?: { cookie?: unknown } }).document?.cookie as string | undefined;
  } catch {
    // A sandboxed document may refuse cookie access.
    return undefined;
  }
}

/**
 * The default hint: a key in `storage` that the client writes when it loads a session, or the server's
 * readable `bk_signed_in` cookie (a session begun by another page of the same origin). With neither a
 * storage nor a document to read, it knows nothing and says a session may exist, so the server is asked.
 */
export function createSessionHint({
  storage,
  readCookies = documentCookies,
}: Partial<SessionHintOptions> & Pick<SessionHintOptions, 'storage'>): SessionHint {
  const stored = (): string | null | undefined => {
    try {
      return storage?.getItem(sessionHintKey);
    } catch {
      return undefined;
    }
  };
  return {
    mayBeSignedIn() {
      const remembered = stored();
      if (remembered === '1') return true;
      const cookies = readCookies();
      if (
        cookies !== undefined &&
        cookies.split(';').some((part) => part.trim() === `${signedInCookieName}=1`)
      )
        return true;
      return storage === undefined && cookies === undefined;
    },
    remember() {
      try {
        storage?.setItem(sessionHintKey, '1');
      } catch {
        // Storage full or blocked: the cookie or the next sign-in still tells.
      }
    },
    forget() {
      try {
        storage?.removeItem(sessionHintKey);
      } catch {
        // Blocked storage holds nothing to forget.
      }
    },
  };
}
