import type { Plugin } from 'vite';

/** What both version files hold. */
interface BuildVersionFile {
  version: string;
  built_at: string;
}

/**
 * Emits `version.json` and `builds/latest.json` next to `index.html`: the client reads the first at start
 * and polls the second, and reloads the page when the two differ (platform-shell section 7). The version
 * is `BONDKIT_BUILD_VERSION` when set (a release tag or commit), else the build time, so every build
 * differs from the one before it.
 */
export function buildVersionFiles(version = process.env.BONDKIT_BUILD_VERSION): Plugin {
  return {
    name: 'bondkit-build-version-files',
    apply: 'build',
    generateBundle() {
      const builtAt = new Date().toISOString();
      const file: BuildVersionFile = { version: version ?? builtAt, built_at: builtAt };
      const source = `${JSON.stringify(file)}\n`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
    },
  };
}
