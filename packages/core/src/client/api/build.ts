import type { RequestFunction } from '../http/createHttpClient';
import { buildVersionSchema } from '../schemas/build';
import type { BuildVersion } from '../schemas/build';

// Browsers and CDNs must not answer a build check from cache, or a new build would go unnoticed.
const noCache = { headers: { 'Cache-Control': 'no-cache' }, cache: 'no-store' as const };

/** The app's build files, served from the app's own origin (`appBase`), never authenticated. */
export function createBuildApi(request: RequestFunction) {
  return {
    /** `GET /version.json` with no-cache headers: the build the page was loaded from. */
    getVersion: (): Promise<BuildVersion> =>
      request({
        path: 'version.json',
        base: 'app',
        authenticate: false,
        schema: buildVersionSchema,
        ...noCache,
      }),
    /** `GET builds/latest.json`: the newest deployed build. */
    getLatest: (): Promise<BuildVersion> =>
      request({
        path: 'builds/latest.json',
        base: 'app',
        authenticate: false,
        schema: buildVersionSchema,
        ...noCache,
      }),
  };
}

export type BuildApi = ReturnType<typeof createBuildApi>;
