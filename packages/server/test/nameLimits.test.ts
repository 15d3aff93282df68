import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
// Seeding the demo database takes long on a loaded machine.
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(async () => server?.close());

describe('user name limits', () => {
  it('refuses a 300-character first name with the field message, and keeps the old name', async () => {
    const headers = await server.authorizationOf('dealer');
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/client/user/',
      headers,
      payload: { first_name: 'A'.repeat(300) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: ['Should be at most 100 characters.'] });
    const session = await server.app.inject({ method: 'GET', url: '/api/session/', headers });
    expect(session.json<{ user_info: { first_name: string } }>().user_info.first_name).not.toMatch(
      /^A{300}$/,
    );
  });
});
