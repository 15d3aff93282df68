import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@bondkit/core/internal';
import { startTestServer, type TestServer } from './harness';
import { demoPassword } from '../src/seed/demoAccounts';

let server: TestServer;
let clock = new Date('2026-03-02T06:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(async () => server?.close());

const inject = (options: InjectOptions) => server.app.inject(options);
let addressCounter = 0;
/** A fresh client address per call keeps the per-address limits out of tests about other rules. */
const freshAddress = () => `192.0.2.${(addressCounter += 1) % 250}`;

async function latestOutboxBody(recipient: string): Promise<string> {
  const response = await inject({
    method: 'GET',
    url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  const messages = response.json<{ messages: { body: string }[] }>().messages;
  return messages[0]?.body ?? '';
}

describe('password sign-in', () => {
  it('answers access and refresh tokens and sets httpOnly SameSite cookies', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'Dealer@Demo.Bondkit.in', password: demoPassword },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'refresh']);
    const cookies = response.cookies.map((cookie) => ({
      name: cookie.name,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
    }));
    expect(cookies).toEqual(
      expect.arrayContaining([
        { name: 'bk_access', httpOnly: true, sameSite: 'Lax' },
        { name: 'bk_refresh', httpOnly: true, sameSite: 'Lax' },
        // Readable by the page, and only a flag: the client asks for the session only when it is there.
        { name: 'bk_signed_in', httpOnly: undefined, sameSite: 'Lax' },
      ]),
    );
    expect(response.cookies.find((cookie) => cookie.name === 'bk_signed_in')).toMatchObject({
      value: '1',
      path: '/',
    });
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'viewer@demo.bondkit.in', password: 'nope-nope' },
      remoteAddress: freshAddress(),
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'ghost@demo.bondkit.in', password: 'nope-nope' },
      remoteAddress: freshAddress(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'No active account found with the given credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('locks an account for 15 minutes after 5 wrong passwords, with 429 and Retry-After', async () => {
    const attempt = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'researcher@demo.bondkit.in', password },
        remoteAddress: freshAddress(),
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(demoPassword);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expect((await attempt(demoPassword)).statusCode).toBe(200);
  });

  it('rate-limits sign-in attempts per address', async () => {
    const address = '198.51.100.7';
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'nobody@demo.bondkit.in', password: 'x' },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('takes the per-address sign-in limit from SIGN_IN_ATTEMPTS_PER_ADDRESS', async () => {
    const limited = await startTestServer({ environment: { SIGN_IN_ATTEMPTS_PER_ADDRESS: '3' } });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { email: 'nobody@demo.bondkit.in', password: 'x' },
          remoteAddress: '198.51.100.8',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe('one-time passwords', () => {
  it('sends a 6-digit OTP to the outbox and signs in with it once', async () => {
    const request = await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { mobile: '+919000000003', request_type: 'mobile', auth_mode: 'login' },
      remoteAddress: freshAddress(),
    });
    expect(request.statusCode).toBe(200);
    const code = /(\d{6}) is your bondkit one-time password/.exec(await latestOutboxBody('9000000003'))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signIn = () =>
      inject({
        method: 'POST',
        url: '/api/token/otp/',
        payload: { mobile: '9000000003', otp: code, auth_mode: 'login' },
        remoteAddress: freshAddress(),
      });
    expect((await signIn()).statusCode).toBe(200);
    const again = await signIn();
    expect(again.statusCode).toBe(400);
  });

  it('accepts the demo OTP 123456 for demo accounts, by e-mail or mobile, in every auth mode', async () => {
    for (const auth_mode of ['login', 'register', 'update_profile', 'easy_register']) {
      const response = await inject({
        method: 'POST',
        url: '/api/token/otp/',
        payload: { email: 'dealer@demo.bondkit.in', otp: '123456', auth_mode },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
    const byMobile = await inject({
      method: 'POST',
      url: '/api/token/otp/',
      payload: { mobile: '9000000001', otp: '123456', auth_mode: 'login' },
      remoteAddress: freshAddress(),
    });
    expect(byMobile.statusCode).toBe(200);
  });

  it('voids an OTP after 5 wrong attempts and after 5 minutes', async () => {
    const destination = { email: 'lakshmi.tester@example.in' };
    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { ...destination, request_type: 'email', auth_mode: 'register' },
      remoteAddress: freshAddress(),
    });
    const code = /(\d{6})/.exec(await latestOutboxBody(destination.email))![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const validate = (otp: string) =>
      inject({
        method: 'POST',
        url: '/api/validate-otp/',
        payload: { ...destination, otp, request_type: 'register' },
        remoteAddress: freshAddress(),
      });
    for (let index = 0; index < 4; index += 1)
      expect((await validate(wrong)).json()).toEqual({ otp: ['Invalid OTP'] });
    expect((await validate(wrong)).json()).toEqual({
      otp: ['Too many wrong attempts. Please request a new OTP.'],
    });
    expect((await validate(code)).statusCode).toBe(400);

    await inject({
      method: 'POST',
      url: '/api/request-otp/',
      payload: { ...destination, request_type: 'email', auth_mode: 'register' },
      remoteAddress: freshAddress(),
    });
    const fresh = /(\d{6})/.exec(await latestOutboxBody(destination.email))![1]!;
    clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1000);
    expect((await validate(fresh)).json()).toEqual({
      otp: ['OTP has expired or was not requested. Please request a new OTP.'],
    });
  });

  it('checks the OTP format with the spec messages', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/token/otp/',
      payload: { email: 'dealer@demo.bondkit.in', otp: '12ab', auth_mode: 'login' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ otp: ['Must be 6 digits'] });
  });

  it('rate-limits OTP requests per destination with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/request-otp/',
        payload: { email: 'flood@example.in', request_type: 'email', auth_mode: 'login' },
        remoteAddress: freshAddress(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('session, refresh and logout', () => {
  it('answers exactly the spec session fields', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/session/',
      headers: await server.authorizationOf('trial'),
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(Object.keys(session).sort()).toEqual(Object.keys(sessionUserSchema.shape).sort());
    expect(Object.keys(session.user_info).sort()).toEqual(
      Object.keys(sessionUserSchema.shape.user_info.shape).sort(),
    );
    expect(sessionUserSchema.parse(session).user_info.roles).toEqual(['dataviewer']);
    expect(session.is_paid_client).toBe(false);
    expect(new Date(session.mind_trial_ends_at).getTime()).toBeLessThan(clock.getTime());
  });

  it('rotates refresh tokens and revokes the family when one is reused', async () => {
    const first = (
      await inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'backoffice@demo.bondkit.in', password: demoPassword },
        remoteAddress: freshAddress(),
      })
    ).json();
    const rotated = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: first.refresh },
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh).not.toBe(first.refresh);
    const reuse = await inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: first.refresh },
    });
    expect(reuse.statusCode).toBe(401);
    // The thief's reuse also killed the legitimate holder's newer token.
    expect(
      (await inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: second.refresh } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout revokes the refresh family and clears the cookies', async () => {
    const tokens = (
      await inject({
        method: 'POST',
        url: '/api/token/',
        payload: { email: 'compliance@demo.bondkit.in', password: demoPassword },
        remoteAddress: freshAddress(),
      })
    ).json();
    const logout = await inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((cookie) => cookie.name === 'bk_access')?.value).toBe('');
    expect(logout.cookies.find((cookie) => cookie.name === 'bk_signed_in')?.value).toBe('');
    expect(
      (await inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: tokens.refresh } }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects tampered and missing tokens', async () => {
    const { access } = await server.tokensOf('dealer');
    const tampered = `${access.slice(0, -2)}xx`;
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/session/',
          headers: { authorization: `Bearer ${tampered}` },
        })
      ).statusCode,
    ).toBe(401);
    const none = await inject({ method: 'GET', url: '/api/session/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('cookies and cross-site requests', () => {
  it('accepts the access cookie, and cookie writes only from an allowed Origin', async () => {
    const { access } = await server.tokensOf('investor');
    const cookies = { bk_access: access };
    expect((await inject({ method: 'GET', url: '/api/session/', cookies })).statusCode).toBe(200);
    const write = (headers: Record<string, string>) =>
      inject({
        method: 'PATCH',
        url: '/api/client/chat-terms/',
        cookies,
        headers,
        payload: { has_accepted_chat_terms: true },
      });
    expect((await write({})).statusCode).toBe(403);
    expect((await write({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://localhost:80' })).statusCode).toBe(200);
  });
});

describe('password reset and change', () => {
  it('mails a one-time link whose token sets a new password once', async () => {
    const reset = await inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: 'opsadmin@demo.bondkit.in', web_url: 'http://localhost:8080/auth/reset-password' },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const link = new URL(/http:\/\/\S+/.exec(await latestOutboxBody('opsadmin@demo.bondkit.in'))![0]);
    const userId = link.searchParams.get('uid');
    const token = link.searchParams.get('token');
    const change = (body: object) =>
      inject({ method: 'POST', url: `/api/change-password/${userId}/`, payload: body });
    expect(
      (await change({ new_password1: 'Fresh@Pass1', new_password2: 'Other@Pass1', token })).json(),
    ).toEqual({
      new_password2: ["The two password fields didn't match."],
    });
    expect(
      (await change({ new_password1: '12345678901', new_password2: '12345678901', token })).json(),
    ).toEqual({
      new_password1: ['This password is entirely numeric.'],
    });
    expect(
      (await change({ new_password1: 'Fresh@Pass1', new_password2: 'Fresh@Pass1', token })).statusCode,
    ).toBe(200);
    expect(
      (await change({ new_password1: 'Again@Pass1', new_password2: 'Again@Pass1', token })).statusCode,
    ).toBe(400);
    const signIn = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'opsadmin@demo.bondkit.in', password: 'Fresh@Pass1' },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a reset link pointing at a foreign site', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/reset-password/',
      payload: { email: 'dealer@demo.bondkit.in', web_url: 'https://evil.example/reset' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['web_url']);
  });

  it("lets a signed-in user change their own password with an empty token, not someone else's", async () => {
    const headers = await server.authorizationOf('viewer');
    const session = (await inject({ method: 'GET', url: '/api/session/', headers })).json();
    const body = {
      new_password1: 'Viewer@2027',
      new_password2: 'Viewer@2027',
      token: '',
      old_password: demoPassword,
    };
    expect(
      (
        await inject({
          method: 'POST',
          url: `/api/change-password/${session.user_info.unique_id}/`,
          headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject({ method: 'POST', url: '/api/change-password/1/', headers, payload: body })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'POST', url: '/api/change-password/1/', payload: body })).statusCode).toBe(
      401,
    );
  });
});

describe('bad input and headers', () => {
  it('answers malformed JSON, wrong types, unknown fields and oversized bodies with 400', async () => {
    const malformed = await inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/^JSON parse error/);
    const wrongType = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 42, password: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['email', 'password']);
    const unknown = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'a@b.in', password: 'x', is_admin: true },
    });
    expect(unknown.json()).toEqual({ is_admin: ['Unknown field.'] });
    const missing = await inject({ method: 'POST', url: '/api/token/', payload: { email: 'a@b.in' } });
    expect(missing.json()).toEqual({ password: ['This field is required'] });
    const huge = await inject({
      method: 'POST',
      url: '/api/token/',
      payload: { email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toMatch(/too large/);
  });

  it('sets the security headers on every answer', async () => {
    for (const url of ['/healthz', '/api/session/', '/some/page']) {
      const response = await inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not answer CORS for origins that are not configured', async () => {
    const response = await inject({
      method: 'OPTIONS',
      url: '/api/token/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
