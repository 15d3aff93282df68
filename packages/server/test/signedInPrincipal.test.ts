import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { signedInPrincipal } from '../src/auth/signedInPrincipal';

// A bare Fastify app: no access guard in front, so the handler itself meets a request without a caller
// (what a route declared `public` by mistake would see).
const app = Fastify();
app.decorateRequest('principal', null);
app.get('/caller', (request) => ({ userId: signedInPrincipal(request).user.id }));
afterAll(() => app.close());

it('answers 401 when a handler needs the signed-in caller and the request has none', async () => {
  const response = await app.inject({ method: 'GET', url: '/caller' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ message: 'Authentication credentials were not provided.' });
});
