import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/database/schema/index';
import { startTestServer, type DemoKey, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

/** The routes of the spec's three 402 bullets, stated here independently of the route files. */
const premiumRoutes = [
  { method: 'POST', url: '/api/inventory/upload/', feature: 'portfolioManagement' },
  { method: 'PUT', url: '/api/inventory/confirm-previous/', feature: 'portfolioManagement' },
  { method: 'PUT', url: '/api/inventory/edit-valuation-cost/', feature: 'portfolioManagement' },
  { method: 'GET', url: '/api/inventory/upload/progress/:uploadId/', feature: 'portfolioManagement' },
  { method: 'POST', url: '/api/inventory/offer/', feature: 'singleScreenTrading' },
  { method: 'POST', url: '/api/inventory/external-trade/', feature: 'externalTrades' },
  { method: 'POST', url: '/api/orders/', feature: 'externalTrades' },
  { method: 'POST', url: '/api/procurement-orders/', feature: 'externalTrades' },
] as const;

async function call(who: DemoKey, method: 'GET' | 'POST' | 'PUT', url: string) {
  return server.app.inject({
    method,
    url,
    headers: await server.authorizationOf(who),
    ...(method === 'GET' ? {} : { payload: {} }),
  });
}

async function setPlan(website: string, plan: 'basic' | 'premium') {
  await server.database.db.update(clients).set({ plan }).where(eq(clients.website, website));
}

describe('premium plans (402)', () => {
  it('marks exactly the routes of the three premium features', () => {
    const marked = server.app.registeredRoutes
      .filter((route) => route.premium !== undefined)
      .map(({ method, url, premium }) => ({ method, url, feature: premium }));
    expect(marked).toEqual(expect.arrayContaining([...premiumRoutes]));
    expect(marked).toHaveLength(premiumRoutes.length);
  });

  it('lets Meridian and Kaveri (premium) through: a real 200, and no 402 on any premium route', async () => {
    const [meridian] = await server.database.db
      .select({ plan: clients.plan })
      .from(clients)
      .where(eq(clients.website, 'meridiancapital.in'));
    expect(meridian?.plan).toBe('premium');
    expect((await call('dealer', 'PUT', '/api/inventory/confirm-previous/')).statusCode).toBe(200);
    expect((await call('trader', 'PUT', '/api/inventory/confirm-previous/')).statusCode).toBe(200);
    for (const route of premiumRoutes) {
      // An empty body: the handler answers (400 for a missing field, 200 where none is needed), never the plan.
      const answer = await call('dealer', route.method, route.url);
      expect([200, 400], `${route.method} ${route.url}`).toContain(answer.statusCode);
    }
  });

  it('answers 402 with a clear body to a dealer whose firm is on the basic plan; free routes stay 200', async () => {
    await setPlan('meridiancapital.in', 'basic');
    try {
      for (const route of premiumRoutes) {
        const answer = await call('dealer', route.method, route.url);
        expect(answer.statusCode, `${route.method} ${route.url}`).toBe(402);
        expect(answer.json()).toEqual({
          detail: expect.stringMatching(/is a premium feature, and Meridian Capital is on the basic plan\./),
          code: 'premium_required',
          feature: route.feature,
          plan: 'basic',
        });
      }
      expect((await call('dealer', 'GET', '/api/inventory/')).statusCode).toBe(200);
      expect((await call('backoffice', 'GET', '/api/orders/unified/')).statusCode).toBe(200);
      // The other firm's plan is its own.
      expect((await call('trader', 'PUT', '/api/inventory/confirm-previous/')).statusCode).toBe(200);
      // The role decides before the plan: a viewer gets 403, not a prompt to pay.
      expect((await call('viewer', 'PUT', '/api/inventory/confirm-previous/')).statusCode).toBe(403);
    } finally {
      await setPlan('meridiancapital.in', 'premium');
    }
    expect((await call('dealer', 'PUT', '/api/inventory/confirm-previous/')).statusCode).toBe(200);
  });

  it('puts a self-registered firm on the basic plan', async () => {
    const [created] = await server.database.db
      .insert(clients)
      .values({ name: 'Self Registered Traders', clientType: 'CORP' })
      .returning({ plan: clients.plan });
    expect(created?.plan).toBe('basic');
  });
});
