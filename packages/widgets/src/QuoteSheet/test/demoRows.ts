import type { QuoteSheetRow } from '../quoteSheetRow';

const issuers = [
  { name: 'GS', rating: 'SOV', base: 7.0 },
  { name: 'MH SDL', rating: 'SOV', base: 7.3 },
  { name: 'NABARD', rating: 'AAA', base: 7.5 },
  { name: 'REC', rating: 'AAA', base: 7.55 },
  { name: 'PFC', rating: 'AAA', base: 7.6 },
  { name: 'HDFC Bank', rating: 'AAA', base: 7.7 },
  { name: 'Tata Capital', rating: 'AA+', base: 8.1 },
  { name: 'Shriram Finance', rating: 'AA+', base: 8.6 },
];
const dealers = [
  'Acme Securities',
  'Bharat Bonds',
  'Coromandel Capital',
  'Deccan Treasury',
  'Everest Fixed Income',
];

/** Deterministic demo quotes for stories: Indian bond names, ratings, yields near each issuer's level. */
export function demoRows(count: number): QuoteSheetRow[] {
  return Array.from({ length: count }, (_, index) => {
    const issuer = issuers[index % issuers.length] ?? issuers[0]!;
    const year = 2027 + (index % 12);
    const coupon = (issuer.base - 0.2 + (index % 5) / 10).toFixed(2);
    const isBid = index % 3 !== 2;
    const yieldPercent = Number((issuer.base + ((index * 7) % 40) / 100).toFixed(4));
    const price = Number((100 + (Number(coupon) - yieldPercent) * 4).toFixed(4));
    return {
      id: 1000 + index,
      finstrumentId: 1 + index,
      bondName: `${coupon}% ${issuer.name} ${year}`,
      isin: `IN${String(index).padStart(3, '0')}${issuer.rating === 'SOV' ? '0020' : 'E261'}0${String(year).slice(2)}X`,
      maturityDate: `${year}-${String(1 + (index % 12)).padStart(2, '0')}-15`,
      rating: issuer.rating,
      side: isBid ? 'BID' : 'ASK',
      bidYield: isBid ? yieldPercent : null,
      bidPrice: isBid ? price : null,
      askYield: isBid ? null : yieldPercent,
      askPrice: isBid ? null : price,
      marketYield: null,
      marketPrice: null,
      quantum: (1 + (index % 20)) * 25_00_000,
      counterparty: dealers[index % dealers.length] ?? null,
      updatedAt: new Date(Date.UTC(2026, 10, 20, 4, (index * 3) % 60)).toISOString(),
      preferred: index % 4 === 0,
      finstrumentType: 'Bond',
    };
  });
}
