import { createDemoUsers, createFakeBondApi, fakeDemoPassword, type FakeUser } from '../../src/testing/index';

/** Kiran, a dealer at another firm (Example Securities, client 102). */
export function traderUser(): FakeUser {
  const dealer = createDemoUsers()[0]!;
  return {
    password: fakeDemoPassword,
    session: {
      ...dealer.session,
      id: 102,
      name: 'Example Securities Ltd',
      brand_name: 'Example Securities',
      user_accounts: [{ id: 212, status: 'active' }],
      user_info: {
        ...dealer.session.user_info,
        first_name: 'Kiran',
        email: 'trader@bondkit.test',
        mobile: '9876543299',
        unique_id: 'demo-trader',
      },
    },
  };
}

/** An answer as a test reads it: the status, and the JSON body or the file. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  contentType: string;
}

/** The fake with its demo users and the trader, and a way to call it as any of them (or nobody). */
export function fakeWithCallers() {
  const api = createFakeBondApi({ users: [...createDemoUsers(), traderUser()] });
  const tokens = new Map<string, string>();

  async function signIn(email: string, password = fakeDemoPassword): Promise<number> {
    const response = await api.fetch('https://fake/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.ok) tokens.set(email, ((await response.json()) as { access: string }).access);
    return response.status;
  }

  /** Calls `path` as the user `email` (signed in on first use), or as nobody with `null`. */
  async function call(
    email: string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<FakeAnswer> {
    if (email !== null && !tokens.has(email)) await signIn(email);
    const token = email === null ? undefined : tokens.get(email);
    const response = await api.fetch(`https://fake/${path}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType !== '' && !contentType.startsWith('application/json'))
      return { status: response.status, body: await response.blob(), contentType };
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      contentType,
    };
  }

  return { api, call, signIn };
}

export const dealer = 'dealer@bondkit.test';
export const opsAdmin = 'opsadmin@bondkit.test';
export const compliance = 'compliance@bondkit.test';
export const trader = 'trader@bondkit.test';
