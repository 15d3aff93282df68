import { yearsBetween } from '../../analyst/bondSummary';
import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { bondLink, marketDate, percent, price, rupees, table } from '../answerFormat';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's terms and live market: the answer when no other intent answered. */
export async function answerDetails(turn: PlannerTurn): Promise<void> {
  const { market, write, announce, tool } = turn;
  const { references, rest } = turn.understood;
  const bondId = references[0]?.entry.row.id;
  announce(`Reading the terms and the live market of ${bondNames(references.slice(0, 1))}.`);
  const detail = await tool<DetailsToolOutput>('details', { bondId });
  const { bond, terms } = detail;
  write(
    [
      `${bondLink(bond)} (${bond.isin}) is issued by ${bond.issuer} (${bond.issuerType}, ${terms.sector}), ${bond.rating ? `rated ${terms.ratingAgency ? `${terms.ratingAgency} ` : ''}${bond.rating}` : 'unrated'}, and matures on ${marketDate(bond.maturityDate)} (${yearsBetween(market.settlementDate, bond.maturityDate).toFixed(2)} years after settlement on ${marketDate(market.settlementDate)}).${
        detail.options.calls.length
          ? ` The issuer may call it on ${detail.options.calls
              .slice(0, 3)
              .map((call) => `${marketDate(call.date)} at ${price(call.price)}`)
              .join(
                ', ',
              )}${detail.options.calls.length > 3 ? ` and ${detail.options.calls.length - 3} later date${detail.options.calls.length === 4 ? '' : 's'}` : ''}.`
          : /\bcall/i.test(rest)
            ? ' It has no call ahead.'
            : ''
      }${
        /\bliquid/i.test(rest)
          ? ` It is ${bond.isLiquid ? '' : 'not '}marked liquid on the platform (the market list's Liquid filter); ask for its trades to see how often it changes hands.`
          : ''
      }${
        detail.options.puts.length
          ? ` The holder may put it on ${detail.options.puts
              .slice(0, 3)
              .map((put) => `${marketDate(put.date)} at ${price(put.price)}`)
              .join(', ')}.`
          : ''
      }`,
      '',
      table(
        ['Term', 'Value'],
        [
          [
            'Coupon',
            `${percent(bond.couponPercent, 2)} ${terms.couponFrequency === 0 ? '(no coupons)' : `paid ${terms.couponFrequency}× a year`}`,
          ],
          ['Issue date', marketDate(terms.issueDate)],
          ['Maturity', marketDate(bond.maturityDate)],
          ['Face value', rupees(terms.faceValue)],
          ['Structure', terms.structure],
          [
            'Rating',
            bond.rating ? `${terms.ratingAgency ? `${terms.ratingAgency} ` : ''}${bond.rating}` : 'unrated',
          ],
          ['Market yield', percent(bond.marketYieldPercent)],
          ['Clean price (T+1)', price(detail.market?.cleanPrice ?? null)],
          ['Modified duration', detail.market?.modifiedDuration.toFixed(4) ?? 'n/a'],
          ['PV01 (per 100, ₹)', detail.market?.pv01.toFixed(4) ?? 'n/a'],
          ['Spread over G-sec curve (bps)', detail.spreadBps === null ? 'n/a' : detail.spreadBps.toFixed(1)],
        ],
      ),
    ].join('\n'),
  );
}
