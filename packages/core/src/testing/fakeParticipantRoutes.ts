import { participantEndpoints } from '../contract/participantEndpoints';
import type { SessionUser } from '../validation/sessionUser';
import { fakeSignedInEndpoint, notFoundAnswer } from './fakeAccess';
import { firmCounterparty, memberCounterparty } from './fakeParticipantData';
import type { FakeFirm } from './fakeParticipantData';
import type { FakeRoute } from './fakeRouter';
import type { FakeState } from './fakeState';
import { tradingRoles } from '../access/roleGroups';

// The participant directory's lookups as the reference server answers them (accounts/participantDirectory.ts):
// the firms and members of `state.firms`; a signed-in user's firm is their session's `id`.

/** How many firms a search answers, and how many clearing participants. */
const searchLimit = 20;
const clearingSearchLimit = 50;

const byName = (left: FakeFirm, right: FakeFirm) => left.name.localeCompare(right.name);

function matches(search: string | undefined, ...texts: (string | null)[]): boolean {
  if (search === undefined || search === '') return true;
  const needle = search.toLowerCase();
  return texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** Member lookups, trade counterparties, brokers and the clearing corporations' participants. */
export function fakeParticipantRoutes(state: FakeState): FakeRoute[] {
  /** A member the viewer may see as a counterparty: a colleague, or a trading member of another firm. */
  const visibleMember = (viewer: SessionUser, userId: number) => {
    for (const firm of state.firms) {
      const member = firm.members.find((candidate) => candidate.userId === userId);
      if (member === undefined) continue;
      const trading = member.roles.some((role) => tradingRoles.includes(role));
      return firm.clientId === viewer.id || trading ? memberCounterparty(firm, member) : undefined;
    }
    return undefined;
  };

  return [
    fakeSignedInEndpoint(state, participantEndpoints.getParticipant, ({ params }, viewer) => {
      const participant = visibleMember(viewer, params.id);
      return participant === undefined ? notFoundAnswer('Participant not found.') : { ok: participant };
    }),
    fakeSignedInEndpoint(state, participantEndpoints.searchTradeParticipants, ({ query }, viewer) => ({
      ok: state.firms
        .filter(
          (firm) =>
            firm.clientId !== viewer.id &&
            (query.exchange === 'NSE' ? firm.nscclCode : firm.icclCode) !== null &&
            matches(query.search_param, firm.name, firm.brandName) &&
            (query.for_rfq !== true || firm.rfqExchanges.includes(query.exchange)),
        )
        .sort(byName)
        .slice(0, searchLimit)
        .map(firmCounterparty),
    })),
    fakeSignedInEndpoint(state, participantEndpoints.searchBrokers, ({ params }) => ({
      ok: state.firms
        .filter((firm) => firm.isBroker && firm.allowedExchanges.includes(params.exchange))
        .sort(byName)
        .map(firmCounterparty),
    })),
    ...(
      [
        [participantEndpoints.searchNscclParticipants, 'NSE'],
        [participantEndpoints.searchIcclParticipants, 'BSE'],
      ] as const
    ).map(([endpoint, exchange]) =>
      fakeSignedInEndpoint(state, endpoint, ({ query }, viewer) => {
        if (query.ucc_only === true) {
          const own = state.firms.find((firm) => firm.clientId === viewer.id)?.clientCodes ?? [];
          return {
            ok: own
              .filter(
                (code) => code.exchange === exchange && matches(query.search_param, code.name, code.code),
              )
              .sort((left, right) => left.name.localeCompare(right.name))
              .map((code) => ({ code: code.code, name: code.name, is_ucc: true })),
          };
        }
        return {
          ok: state.firms
            .flatMap((firm) => {
              const code = exchange === 'NSE' ? firm.nscclCode : firm.icclCode;
              const name = (exchange === 'NSE' ? firm.nscclName : firm.icclName) ?? firm.name;
              return code !== null && matches(query.search_param, firm.name, code)
                ? [{ firm, entry: { code, name, client_id: firm.clientId } }]
                : [];
            })
            .sort((left, right) => byName(left.firm, right.firm))
            .slice(0, clearingSearchLimit)
            .map(({ entry }) => entry),
        };
      }),
    ),
  ];
}
