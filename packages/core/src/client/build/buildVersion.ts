/** How often `builds/latest.json` is polled by default: 5 minutes. */
export const defaultBuildPollIntervalMs = 300_000;

/** The build store's snapshot: the version the page loaded with and the newest one seen. */
export interface BuildVersionState {
  /** From `/version.json` at mount; null until it answered. */
  current: string | null;
  /** The newest version seen by any check; null until one answered. */
  latest: string | null;
  /** True once `latest` differs from `current`. */
  hasNewBuild: boolean;
}

/** Before the watcher's first answer. */
export const unknownBuildVersion: BuildVersionState = Object.freeze({
  current: null,
  latest: null,
  hasNewBuild: false,
});
