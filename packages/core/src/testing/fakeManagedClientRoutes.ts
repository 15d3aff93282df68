import type { ClientProfile } from '../client/schemas/account';
import { clientEndpoints } from '../contract/clientEndpoints';
import type { ClientOnboarding, OnboardedClient } from '../validation/clientOnboarding';
import type { SessionUser } from '../validation/index';
import { normaliseClientDetails } from '../validation/normaliseClientDetails';
import { fakeSignedInEndpoint, fieldProblem, notFoundAnswer } from './fakeAccess';
import type { FakeClientState } from './fakeClientState';
import type { FakeResponse, FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';

/** The clients a firm onboards (`api/clients/`, `api/clients/:id/`), each kept in the fake's client list. */
export function fakeManagedClientRoutes(state: FakeState, clients: FakeClientState): FakeRoute[] {
  /** A custodian must act on the exchange it is chosen for (the fake's custodian lists). */
  function custodianProblem(input: ClientOnboarding): FakeResponse | undefined {
    const choices = [
      ['nse_custodian_id', 'NSE', input.nse_custodian_id],
      ['bse_custodian_id', 'BSE', input.bse_custodian_id],
    ] as const;
    for (const [field, exchange, custodianId] of choices) {
      if (custodianId === null) continue;
      if (!state.custodians[exchange].some((custodian) => custodian.client_id === custodianId))
        return fieldProblem(400, field, `Choose a custodian on ${exchange}.`);
    }
    return undefined;
  }

  function panTaken(firmId: number, pan: string, exceptId?: number): boolean {
    return [...clients.clients.values()].some(
      (client) => client.managed_by_client_id === firmId && client.pan === pan && client.id !== exceptId,
    );
  }

  /** Stores the client and its details; `current` when the firm replaces a client's details. */
  function save(user: SessionUser, input: ClientOnboarding, current?: OnboardedClient): OnboardedClient {
    const now = new Date().toISOString();
    const id = current?.id ?? state.nextId++;
    const onboarded: OnboardedClient = {
      id,
      client_type: input.client_type,
      category: input.client_type === 'INDV' ? (input.category ?? null) : null,
      name: input.name,
      pan: input.pan,
      state: input.state,
      ...normaliseClientDetails(input),
      consent: true,
      created_at: current?.created_at ?? now,
      updated_at: now,
    };
    const profile: ClientProfile = {
      id,
      name: input.name,
      brand_name: null,
      client_type: input.client_type,
      client_segment: 'NON_INSTITUTIONAL',
      category: onboarded.category,
      client_mode: null,
      website: null,
      pan: input.pan,
      state: input.state,
      is_broker: false,
      is_partner: false,
      offline_record: true,
      managed_by_client_id: user.id,
      created_at: onboarded.created_at,
    };
    clients.clients.set(id, profile);
    clients.onboardings.set(id, onboarded);
    return onboarded;
  }

  /** One of the caller's firm's managed clients; anyone else's (or an unknown id) is the server's 404. */
  const managedBy = (id: number, user: SessionUser) =>
    clients.clients.get(id)?.managed_by_client_id === user.id ? clients.onboardings.get(id) : undefined;

  return [
    fakeSignedInEndpoint(state, clientEndpoints.onboardClient, ({ body }, user) => {
      const problem = custodianProblem(body);
      if (problem !== undefined) return problem;
      if (panTaken(user.id, body.pan))
        return fieldProblem(409, 'pan', 'Your firm already manages a client with this PAN.');
      return { ok: save(user, body) };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.getManagedClient, ({ params }, user) => {
      const found = managedBy(params.id, user);
      return found === undefined ? notFoundAnswer() : { ok: found };
    }),
    fakeSignedInEndpoint(state, clientEndpoints.replaceManagedClient, ({ params, body }, user) => {
      const current = managedBy(params.id, user);
      if (current === undefined) return notFoundAnswer();
      const problem = custodianProblem(body);
      if (problem !== undefined) return problem;
      if (panTaken(user.id, body.pan, current.id))
        return fieldProblem(409, 'pan', 'Your firm already manages a client with this PAN.');
      return { ok: save(user, body, current) };
    }),
  ];
}
