import type { Counterparty } from '@bondkit/core';

/** Members are users; companies are clients (the spec's two headings). */
export type CounterpartyKind = 'member' | 'company';

export interface CounterpartyOption {
  party: Counterparty;
  kind: CounterpartyKind;
}

/** The spec's identity rule: two parties are the same if their user_id or their client_id match. */
export function isSameCounterparty(first: Counterparty, second: Counterparty): boolean {
  if (first.user_id !== null && first.user_id === second.user_id) return true;
  return first.client_id !== null && first.client_id === second.client_id;
}

/** `parties` without repeats (by {@link isSameCounterparty}), first occurrence kept. */
export function dedupeCounterparties(parties: readonly Counterparty[]): Counterparty[] {
  const kept: Counterparty[] = [];
  for (const party of parties) {
    if (!kept.some((existing) => isSameCounterparty(existing, party))) kept.push(party);
  }
  return kept;
}

/**
 * The options of a unified search: members, then companies, each list deduplicated. A member and the
 * company they belong to share a client_id, so deduplication runs within each heading: otherwise a
 * company would vanish whenever one of its people matched.
 */
export function toCounterpartyOptions(result: {
  users: readonly Counterparty[];
  clients: readonly Counterparty[];
}): CounterpartyOption[] {
  return [
    ...dedupeCounterparties(result.users).map((party) => ({ party, kind: 'member' as const })),
    ...dedupeCounterparties(result.clients).map((party) => ({ party, kind: 'company' as const })),
  ];
}

/** The name a party is shown and typed by. */
export function counterpartyName(party: Counterparty): string {
  return party.user_name ?? party.brand_name ?? party.name ?? '\u2014';
}

/** The line under the name: the firm of a member, the clearing codes of both. */
export function counterpartyDetail(option: CounterpartyOption): string {
  const { party } = option;
  const parts: string[] = [];
  if (option.kind === 'member' && party.brand_name !== null) parts.push(party.brand_name);
  if (option.kind === 'company' && party.name !== null && party.name !== party.brand_name)
    parts.push(party.name);
  if (party.nsccl_code !== null) parts.push(`NSCCL ${party.nsccl_code}`);
  if (party.iccl_code !== null) parts.push(`ICCL ${party.iccl_code}`);
  return parts.join(' · ');
}

/** The spec's no-results text, chosen by the placeholder: buyers, sellers, or entities. */
export function emptyTextForPlaceholder(placeholder: string): string {
  if (/buyer/i.test(placeholder)) return 'No Buyers Found';
  if (/seller/i.test(placeholder)) return 'No Sellers Found';
  return 'No Entities Found';
}
