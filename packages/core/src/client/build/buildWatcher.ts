import type { BuildApi } from '../api/build';
import type { BondClientEvents, EventEmitter } from '../events';
import type { WritableStore } from '../store';
import type { BuildVersionState } from './buildVersion';

export interface BuildWatcher {
  /** Fetches `/version.json` and starts polling `builds/latest.json`. */
  start(): void;
  stop(): void;
  /** Polls `builds/latest.json` now. Failures are ignored: a missing file must not break the app. */
  check(): Promise<void>;
}

/**
 * Watches the app's builds into `store`. Loaded by the client when it first starts or checks (only the
 * reference app turns `watchBuilds` on), so an embed does not download it.
 */
export function createBuildWatcher(options: {
  build: BuildApi;
  events: EventEmitter<BondClientEvents>;
  store: WritableStore<BuildVersionState>;
  intervalMs: number;
}): BuildWatcher {
  const store = options.store;
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
