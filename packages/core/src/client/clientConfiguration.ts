// The answer's schema itself, not `platformHeads`: that object holds every platform head (the app configuration,
// the error reports and their pages), which would all load with the configuration a chat or MIND embed reads.
import { clientConfigurationSchema } from '../validation/clientConfiguration';
import type { ClientConfiguration } from '../validation/clientConfiguration';
import { ApiError } from './ApiError';
import { ConfigurationError } from './ConfigurationError';
import type { RequestFunction } from './http/createHttpClient';

/** `GET api/client-config/` (public, no credentials needed). */
function fetchClientConfiguration(request: RequestFunction): Promise<ClientConfiguration> {
  return request({
    path: 'api/client-config/',
    authenticate: false,
    schema: clientConfigurationSchema,
  });
}

/**
 * The configuration, or null when the server publishes none (a server older than `api/client-config/`
 * answers 404): then the client's options are all there is.
 */
export async function fetchClientConfigurationOrNone(
  request: RequestFunction,
): Promise<ClientConfiguration | null> {
  try {
    return await fetchClientConfiguration(request);
  } catch (error) {
    if (ApiError.isInstance(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * MIND's base when the options name none: the server's; `apiBase` when the server publishes no
 * configuration (the old default, whose 404s name `mindApiBase`); a `ConfigurationError` naming
 * `mindApiBase` when the server says it runs no MIND.
 */
export function mindBaseOf(configuration: ClientConfiguration | null, apiBase: string): string {
  if (configuration === null) return apiBase;
  if (configuration.mind) return configuration.mind.api_base;
  throw new ConfigurationError({
    code: 'mind_not_configured',
    option: 'mindApiBase',
    message:
      `The server at ${apiBase} publishes no MIND service (api/client-config/): set \`mindApiBase\` in ` +
      'createBondClient({ apiBase, mindApiBase }) to where MIND is served (the reference server serves it at ' +
      '`<origin>/mind-api/`).',
  });
}
