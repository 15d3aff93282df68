import type { Bond } from '@bondkit/core';
import { pdfRupees, pdfYield, renderPdf, type PdfRow } from './pdfRender';

/** One side of a quote as the PDF shows it. */
export interface PdfQuoteSide {
  source: string | null;
  unit_clean_price: number | null;
  bond_yield: number | null;
  quantum: number | null;
}

/** A bond's quote sheet: the bond, the two-way quote and the depth, as a PDF. */
export function renderQuotePdf(
  input: {
    bond: Bond;
    bid: PdfQuoteSide;
    ask: PdfQuoteSide;
    settlementDate: string;
    depth: { bids: number; asks: number };
  },
  createdAt: Date,
): Promise<Buffer> {
  const side = (name: string, quote: PdfQuoteSide): PdfRow[] => [
    [`${name} price`, quote.unit_clean_price === null ? '-' : quote.unit_clean_price.toFixed(4)],
    [`${name} yield`, pdfYield(quote.bond_yield)],
    [`${name} quantum`, pdfRupees(quote.quantum)],
    [
      `${name} source`,
      quote.source === 'BOOK'
        ? 'Live quote'
        : quote.source === 'INFERRED'
          ? 'Indicative (from the market yield)'
          : 'None',
    ],
  ];
  return renderPdf(
    {
      title: `Quote: ${input.bond.display_name}`,
      subtitle: `ISIN ${input.bond.identifiers.ISIN} - issued by ${input.bond.issuer} - generated ${createdAt.toISOString()}`,
      sections: [
        {
          heading: 'Bond',
          rows: [
            ['ISIN', input.bond.identifiers.ISIN],
            ['Issuer', input.bond.issuer],
            ['Coupon', input.bond.coupon_rate === null ? '-' : `${input.bond.coupon_rate.toFixed(2)}%`],
            ['Maturity', input.bond.contract_parameters.maturity_date],
            ['Rating', input.bond.rating ?? '-'],
          ],
        },
        { heading: 'Bid', rows: side('Bid', input.bid) },
        { heading: 'Ask', rows: side('Ask', input.ask) },
        {
          heading: 'Market',
          rows: [
            ['Settlement date', input.settlementDate],
            ['Open bids / asks', `${input.depth.bids} / ${input.depth.asks}`],
          ],
        },
      ],
      footnote:
        'Prices are clean, per 100 of face value; yields as computed by the bondkit pricing engine. Demo data: not an offer.',
    },
    createdAt,
  );
}
