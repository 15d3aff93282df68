import type { DetailsToolOutput } from '../../analyst/detailsTool';
import { bondLink, marketDate, percent, rupees, table } from '../answerFormat';
import { parseFaceValue } from '../parseNumbers';
import { couponWindow } from '../couponWindow';
import { bondNames } from '../answerSections';
import type { PlannerTurn } from '../plannerTurn';

/** A bond's next coupon, its coupon income over a year or to maturity, and its coupon frequency. */
export async function answerCoupon(turn: PlannerTurn): Promise<boolean> {
  const { market, write, announce, tool } = turn;
  const { references, rest, intent } = turn.understood;
  const firstReference = references[0];
  if (intent !== 'coupon' || !firstReference) return false;
  const holding = parseFaceValue(rest) ?? undefined;
  announce(
    `Scheduling the coupons of ${bondNames([firstReference])} after settlement on ${marketDate(market.settlementDate)}${holding ? ` for ${rupees(holding)} face value` : ''}.`,
  );
  const detail = await tool<DetailsToolOutput>('details', {
    bondId: firstReference.entry.row.id,
    ...(holding ? { faceValueRupees: holding } : {}),
  });
  const coupons = detail.cashflows.filter((flow) => flow.interest > 0);
  const next = coupons[0];
  if (!next) {
    write(
      `${bondLink(detail.bond)} (${detail.bond.isin}) pays no coupon the engine can schedule after ${marketDate(market.settlementDate)} (a zero-coupon, a floater or matured).`,
    );
    return true;
  }
  const horizon = new Date(Date.parse(`${market.settlementDate}T00:00:00Z`) + 365 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const year = coupons.filter((flow) => flow.date <= horizon);
  const income = year.reduce((sum, flow) => sum + flow.interest, 0);
  const incomeAsked =
    Boolean(holding) &&
    /\b(?:income|12 months|next year|a year|(?<!semi-?)annual|yearly|per year|per annum|p\.?a\.?|over the year|each year|every year|annually)\b/.test(
      rest.toLowerCase(),
    );
  // "How much interest in 2027 on 1 cr": the coupons paid in that calendar year.
  const calendarYear =
    /\b(?:in|during|for|over|through(?:out)?)\s+(?:calendar\s+(?:year\s+)?|the year\s+)?(20\d\d)\b/.exec(
      rest.toLowerCase(),
    )?.[1];
  const frequencyAsked =
    /\bfrequency\b|\bhow often\b|\btimes a year\b|\bhow many coupons a year\b|\bsemi-?annual(?:ly)?\b|\bquarterly\b|\bmonthly\b|\bannually\b|\bwhat coupon\b|\bcoupon rate\b/.test(
      rest.toLowerCase(),
    );
  // "And the one after that?": the coupon after the next.
  const afterNext =
    /\b(?:one|coupon|payment) after (?:that|the next|it)\b|\bthe one after\s*[?.!]*\s*$|\bfollowing (?:one|coupon|payment)\b|\bsecond coupon\b/.test(
      rest.toLowerCase(),
    );
  // "FY 2027-28", "FY28": an Indian financial year, 1 April to 31 March.
  const financialYear = /\bfy\s*'?(?:20)?(\d\d)(?:\s*-\s*(?:20)?(\d\d))?\b/.exec(rest.toLowerCase());
  // "This financial year", "the current FY": the one today falls in (April to March).
  const thisFinancialYear = /\b(?:this|current|the current)\s+(?:financial year|fy|fiscal(?: year)?)\b/.test(
    rest.toLowerCase(),
  )
    ? Number(market.today.slice(0, 4)) + (Number(market.today.slice(5, 7)) >= 4 ? 1 : 0)
    : null;
  const financialYearEnd = financialYear
    ? 2000 + Number(financialYear[2] ?? financialYear[1])
    : thisFinancialYear;
  const amountAsked = /\bhow much\b|\bamount\b|\bvalue\b/.test(rest.toLowerCase());
  // "Total coupon income next year" is the year's total, not every coupon to maturity.
  const totalAsked =
    /\btill maturity|\buntil maturity|\bto maturity|\binterest in total\b|\b(?:until|till) (?:it )?matures?\b/.test(
      rest.toLowerCase(),
    ) ||
    (/\btotal (?:coupons?|interest)\b/.test(rest.toLowerCase()) &&
      !incomeAsked &&
      !calendarYear &&
      financialYearEnd === null);
  // "Between now and December 2028", "over the next two years": the coupons from settlement to then.
  // (The next 12 months of income are the income line's, below.)
  const window =
    totalAsked || financialYearEnd !== null || (incomeAsked && /\b12 months\b|\b1 year\b/i.test(rest))
      ? null
      : couponWindow(rest, market.settlementDate);
  const following = coupons[1];
  // "My next coupon and the one after": both, the next one first.
  const nextToo = /\bnext (?:coupon|interest|payment)\b/.test(rest.toLowerCase());
  const onlyAfterNext =
    !nextToo &&
    afterNext &&
    following &&
    !totalAsked &&
    !incomeAsked &&
    !calendarYear &&
    financialYearEnd === null &&
    window === null;
  const lines = [
    onlyAfterNext
      ? // "And the one after that?": the coupon after the next is the answer.
        `After the coupon of ${marketDate(next.date)}, ${bondLink(detail.bond)} (${detail.bond.isin}) pays its next on ${marketDate(following.date)}: **${rupees(following.interest)}** on ${rupees(detail.cashflowFaceValueRupees)} face value.`
      : holding &&
          !incomeAsked &&
          !totalAsked &&
          !calendarYear &&
          financialYearEnd === null &&
          window === null
        ? `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)}: **${rupees(next.interest)}** on ${rupees(holding)} face value.`
        : `The next coupon of ${bondLink(detail.bond)} (${detail.bond.isin}) is paid on ${marketDate(next.date)} (${!holding && amountAsked && !calendarYear ? `**${rupees(next.interest)}**` : rupees(next.interest)} per ${rupees(detail.cashflowFaceValueRupees)} face value).`,
  ];
  // "And how many days to it?": from today's trade date.
  if (/\bhow many days\b|\bdays (?:to|until|till|left)\b/.test(rest.toLowerCase())) {
    const days = Math.round(
      (Date.parse(`${next.date}T00:00:00Z`) - Date.parse(`${market.today}T00:00:00Z`)) / 86_400_000,
    );
    lines.push(`That is **${days}** days from today (${marketDate(market.today)}).`);
  }
  if (afterNext && nextToo && following)
    lines.push(
      `The one after it is paid on ${marketDate(following.date)}: **${rupees(following.interest)}** on ${rupees(detail.cashflowFaceValueRupees)} face value.`,
    );
  // The coupons paid between two dates, their sum bold when it is the figure asked.
  const paidBetween = (label: string, from: string, to: string, bold: boolean) => {
    const paid = coupons.filter((flow) => flow.date >= from && flow.date <= to);
    const sum = rupees(paid.reduce((total, flow) => total + flow.interest, 0));
    return `Coupons paid in ${label}: ${bold ? `**${sum}**` : sum} in ${paid.length} payment${paid.length === 1 ? '' : 's'} (${paid.map((flow) => marketDate(flow.date)).join(', ') || 'none'}) on ${rupees(detail.cashflowFaceValueRupees)} face value.`;
  };
  // "If I buy it today, will I get the February coupon?": the first coupon a buyer settling now receives.
  if (/\bwill (?:i|we) (?:get|receive)\b/.test(rest.toLowerCase()))
    lines.push(
      `A buyer settling on ${marketDate(market.settlementDate)} receives every coupon from the one of ${marketDate(next.date)} on; a coupon whose record date has passed goes to the seller.`,
    );
  if (frequencyAsked) {
    const perYear = detail.terms.couponFrequency;
    const words: Record<number, string> = {
      1: 'annually',
      2: 'semi-annually',
      4: 'quarterly',
      12: 'monthly',
    };
    lines.push(
      `It pays its ${percent(detail.bond.couponPercent, 2)} coupon ${perYear} time${perYear === 1 ? '' : 's'} a year${words[perYear] ? ` (${words[perYear]})` : ''}.`,
    );
  }
  // "Total coupon till maturity": every coupon still to come, not just a year's.
  if (totalAsked) {
    const total = coupons.reduce((sum, flow) => sum + flow.interest, 0);
    lines.push(
      `Coupons from settlement on ${marketDate(market.settlementDate)} to maturity on ${marketDate(detail.bond.maturityDate)}: **${rupees(total)}** in ${coupons.length} payment${coupons.length === 1 ? '' : 's'} on ${rupees(detail.cashflowFaceValueRupees)} face value.`,
    );
  } else if (financialYearEnd !== null) {
    const from = `${financialYearEnd - 1}-04-01`;
    const to = `${financialYearEnd}-03-31`;
    lines.push(
      paidBetween(
        `FY${financialYearEnd - 1}-${String(financialYearEnd).slice(2)} (${marketDate(from)} to ${marketDate(to)})`,
        from,
        to,
        true,
      ),
    );
  } else if (window !== null) {
    lines.push(paidBetween(window.label, window.from, window.to, Boolean(holding) || amountAsked));
  } else if (calendarYear) {
    // "Coupon dates in 2027", "how much interest in 2027 on 1 cr": the coupons paid in that calendar year.
    lines.push(
      paidBetween(
        `${calendarYear}${calendarYear === market.settlementDate.slice(0, 4) ? ` after settlement on ${marketDate(market.settlementDate)}` : ''}`,
        `${calendarYear}-01-01`,
        `${calendarYear}-12-31`,
        Boolean(holding),
      ),
    );
  } else if (incomeAsked)
    lines.push(
      `Coupon income over the next 12 months (to ${marketDate(horizon)}): **${rupees(income)}** in ${year.length} payment${year.length === 1 ? '' : 's'}.`,
    );
  write(
    `${lines.join('\n\n')}\n\n${table(
      ['Payment date', 'Interest', 'Principal'],
      (window === null
        ? coupons.slice(0, 4)
        : coupons.filter((flow) => flow.date >= window.from && flow.date <= window.to).slice(0, 24)
      ).map((flow) => [marketDate(flow.date), rupees(flow.interest), rupees(flow.principal)]),
    )}`,
  );
  return true;
}
