// Calls the fake through its `fetch` with a contract endpoint, as an embedder's test would: for the direct
// tests of the fake's market endpoints.
import { fillEndpointPath } from '../../src/contract/endpointPath';
import type { AnyEndpoint, EndpointInput } from '../../src/contract/endpoint';
import { createDemoUsers, createFakeBondApi, fakeDemoPassword, type FakeUser } from '../../src/testing/index';

/** A dealer at a firm of their own. */
export function firmDealer(firmId: number, firmName: string, email: string): FakeUser {
  const dealer = createDemoUsers()[0]!;
  return {
    password: fakeDemoPassword,
    session: {
      ...dealer.session,
      id: firmId,
      name: firmName,
      brand_name: firmName,
      user_info: { ...dealer.session.user_info, email },
    },
  };
}

/** An answer: its status and its body (JSON, or the Blob of a file). */
export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
}

/** The fake with the demo users and `extraUsers`, and a caller per email. */
export async function fakeWithCallers(extraUsers: FakeUser[] = []) {
  const api = createFakeBondApi({ users: [...createDemoUsers(), ...extraUsers] });
  const tokens = new Map<string, string>();
  async function tokenOf(email: string): Promise<string> {
    const known = tokens.get(email);
    if (known !== undefined) return known;
    const answer = await api.fetch('https://fake/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: fakeDemoPassword }),
    });
    const { access } = (await answer.json()) as { access: string };
    tokens.set(email, access);
    return access;
  }
  async function call<Definition extends AnyEndpoint>(
    endpoint: Definition,
    input: EndpointInput<Definition>,
    email?: string,
  ): Promise<Answer> {
    const parts = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(parts.query ?? {}))
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    const query = search.toString();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (email !== undefined) headers.authorization = `Bearer ${await tokenOf(email)}`;
    const response = await api.fetch(
      `https://fake/${fillEndpointPath(endpoint.path, parts.params)}${query ? `?${query}` : ''}`,
      {
        method: endpoint.method,
        headers,
        ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(parts.body ?? {}) }),
      },
    );
    const contentType = response.headers.get('content-type') ?? '';
    const body = contentType.startsWith('application/json')
      ? ((await response.json()) as unknown)
      : response.status === 204
        ? undefined
        : await response.blob();
    return { status: response.status, body, contentType };
  }
  return { api, call };
}

export const dealerEmail = 'dealer@bondkit.test';
export const traderEmail = 'trader@bondkit.test';
