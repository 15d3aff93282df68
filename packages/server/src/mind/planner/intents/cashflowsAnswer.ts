import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { cashflowChart } from '../charts';
import { bondLink, marketDate, rupees, table } from '../answerFormat';
import { countFrom, parseFaceValue } from '../parseNumbers';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's cash flows after settlement, with the figure asked for leading. */
export async function answerCashflows(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, sink, tool } = turn;
  const { references, rest, intent } = turn.understood;
  if (intent !== 'cashflows') return false;
  const bondId = references[0]?.entry.row.id;
  const faceValueRupees = parseFaceValue(rest) ?? undefined;
  announce(
    `Scheduling the cash flows of ${bondNames(references.slice(0, 1))} after settlement on ${marketDate(market.settlementDate)}.`,
  );
  const detail = await tool<DetailsToolOutput>('details', { bondId, faceValueRupees });
  const last = detail.cashflows.at(-1);
  if (last === undefined) {
    write(
      `${bondLink(detail.bond)} has no cash flows the engine can schedule after ${marketDate(market.settlementDate)} (floating-rate or matured).`,
    );
    return true;
  }
  sink.chart(cashflowChart(detail));
  const total = detail.cashflows.reduce((sum, flow) => sum + flow.total, 0);
  const coupons = detail.cashflows.filter((flow) => flow.interest > 0).length;
  const asking = rest.toLowerCase();
  // The figure asked for leads: how many payments are left, or the final one (the redemption).
  const countAsked = /\bhow many\b|\bnumber of\b|\bcount\b/.test(asking);
  const lastAsked =
    /\b(?:final|last|maturity) (?:payment|redemption|cash ?flow|amount|value|proceeds|date)\b|\bat maturity\b/.test(
      asking,
    );
  // "Redemption value": the principal repaid; "the final cash flow": the whole last payment.
  const redemptionAsked =
    /\bredemption (?:amount|value|proceeds)\b|\bredeem(?:ed)? (?:at|for)\b|\bprincipal back\b|\b(?:money|principal) (?:is )?(?:returned|repaid|back)\b/.test(
      asking,
    );
  // "How much interest in total until it matures": the coupons to maturity.
  const interestTotalAsked =
    /\binterest in total\b|\badd up to\b|\btotal (?:of (?:the |all )?)?(?:remaining |future |outstanding |pending )?(?:coupons?|interest)\b/.test(
      asking,
    );
  const interestTotal = detail.cashflows.reduce((sum, flow) => sum + flow.interest, 0);
  const totalAsked =
    /\btotal cash\b|\bcash (?:i|we) (?:get|receive)\b|\bin all\b|\bhow much\b[^?]*\b(?:till|until) (?:it )?matur/.test(
      asking,
    );
  const principalRepaid = detail.cashflows.reduce((sum, flow) => sum + flow.principal, 0);
  const lead = [
    `Cash flows of ${bondLink(detail.bond)} (${detail.bond.isin}) after settlement on ${marketDate(market.settlementDate)}, for ${rupees(detail.cashflowFaceValueRupees)} face value: ${countAsked ? `**${detail.cashflows.length}**` : detail.cashflows.length} payment${detail.cashflows.length === 1 ? '' : 's'} (${coupons} with a coupon), ${totalAsked ? `**${rupees(total)}**` : rupees(total)} in all.`,
    interestTotalAsked
      ? `Interest to maturity: **${rupees(interestTotal)}** in ${coupons} coupon${coupons === 1 ? '' : 's'}.`
      : '',
    `The last, on ${marketDate(last.date)}, pays ${lastAsked && !redemptionAsked ? `**${rupees(last.total)}**` : rupees(last.total)} (interest ${rupees(last.interest)}, principal ${redemptionAsked ? `**${rupees(last.principal)}**` : rupees(last.principal)}).${principalRepaid > last.principal + 0.005 ? ` Principal repaid before then: ${rupees(principalRepaid - last.principal)}.` : ''}`,
  ]
    .filter(Boolean)
    .join(' ');
  // "The next 3 cash flows": those rows; otherwise the first twelve and the last (the chart has them all).
  const nextCount = countFrom(/\bnext (\w+) (?:cash ?flows|payments|coupons)\b/.exec(asking)?.[1] ?? '');
  const shownFlows =
    nextCount !== null
      ? detail.cashflows.slice(0, nextCount)
      : detail.cashflows.length > 13
        ? [...detail.cashflows.slice(0, 12), last]
        : detail.cashflows;
  const shownNote =
    shownFlows.length < detail.cashflows.length
      ? nextCount !== null
        ? `The next ${shownFlows.length}:`
        : `The first 12 of the ${detail.cashflows.length} payments and the last (the chart shows every one):`
      : '';
  write(
    `${lead}\n\n${shownNote ? `${shownNote}\n\n` : ''}${table(
      ['Payment date', 'Interest', 'Principal', 'Total'],
      shownFlows.map((flow) => [
        marketDate(flow.date),
        rupees(flow.interest),
        rupees(flow.principal),
        rupees(flow.total),
      ]),
    )}`,
  );
  return true;
}
