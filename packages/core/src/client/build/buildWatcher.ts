import type { BuildApi } from '../api/build';
import type { BondClientEvents, EventEmitter } from '../events';
import { createStore } from '../store';
import type { ReadableStore } from '../store';

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

export interface BuildWatcher {
  store: ReadableStore<BuildVersionState>;
  /** Fetches `/version.json` and starts polling `builds/latest.json`. */
  start(): void;
  stop(): void;
  /** Polls `builds/latest.json` now. Failures are ignored: a missing file must not break the app. */
  check(): Promise<void>;
}

export function createBuildWatcher(options: {
  build: BuildApi;
  events: EventEmitter<BondClientEvents>;
  intervalMs: number;
}): BuildWatcher {
  const store = createStore<BuildVersionState>({ current: null, latest: null, hasNewBuild: false });
  let timer: ReturnType<typeof setInterval> | undefined;
  let generation = 0;

  function see(version: string): void {
    const state = store.getSnapshot();
    // The first version seen is the running build: normally version.json's answer at mount.
    if (state.current === null) {
      store.setSnapshot({ current: version, latest: version, hasNewBuild: false });
      return;
    }
    if (version === state.latest) return;
    const hasNewBuild = version !== state.current;
    store.setSnapshot({ current: state.current, latest: version, hasNewBuild });
    if (hasNewBuild) options.events.emit('newBuild', { previousVersion: state.current, version });
  }

  async function check(): Promise<void> {
    const startedIn = generation;
    try {
      const { version } = await options.build.getLatest();
      if (startedIn === generation) see(version);
    } catch {
      // A missing or broken builds/latest.json only means no update notice.
    }
  }

  return {
    store,
    check,
    start() {
      if (timer !== undefined) return;
      const startedIn = generation;
      options.build
        .getVersion()
        .then(({ version }) => {
          if (startedIn === generation) see(version);
        })
        .catch(() => undefined);
      timer = setInterval(() => void check(), options.intervalMs);
    },
    stop() {
      generation += 1;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
