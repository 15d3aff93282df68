import { administrationEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import {
  listExchangeCredentials,
  saveExchangeCredential,
  testExchangeCredential,
} from '../../accounts/exchangeCredentials';

/**
 * `POST api/client/credentials/`: the firm's login at a clearing corporation (one per `corp`, replaced
 * on each save). The password is encrypted at rest with AES-256-GCM and never returned.
 * `GET api/client/credentials/` (server extension) lists what is stored, without passwords;
 * `POST api/client/credentials/test/` tests one (`accounts/exchangeCredentials.ts`).
 */
export function exchangeCredentialsRoutes(app: ApiApp): void {
  registerEndpoint(app, administrationEndpoints.saveExchangeCredentials, async ({ body, principal }) => {
    const { services } = app;
    const owner = {
      clientId: principal.client.id,
      userId: principal.user.id,
      encryptionKey: services.secrets.encryptionKey,
    };
    await saveExchangeCredential(services.db, owner, body, services.now());
    return { detail: `${body.corp} credentials saved.` };
  });

  registerEndpoint(app, administrationEndpoints.listExchangeCredentials, ({ principal }) =>
    listExchangeCredentials(app.services.db, principal.client.id),
  );

  registerEndpoint(app, administrationEndpoints.testExchangeCredentials, ({ body, principal }) => {
    const { services } = app;
    const owner = { clientId: principal.client.id, encryptionKey: services.secrets.encryptionKey };
    return testExchangeCredential(services.db, owner, body.corp, services.now());
  });
}
