/**
 * The glossary MIND defines terms from: the same definitions and methods as the pricing engine
 * (`@bondkit/core/pricing`) and the analyst's tools use, so a definition never disagrees with a figure.
 */
export interface GlossaryEntry {
  term: string;
  /** Lower-case ways a reader names it (whole words). */
  aliases: readonly string[];
  definition: string;
}

const glossary: readonly GlossaryEntry[] = [
  {
    term: 'Yield to call (YTC)',
    aliases: ['ytc', 'yield to call'],
    definition:
      'The yield a callable bond returns if the issuer calls it on a call date at the call price: the rate that discounts the coupons up to that call date and the call price to the dirty price. The platform quotes the yield to each call date; the yield to worst is the lowest of the yield to maturity and the yields to call.',
  },
  {
    term: 'Yield to maturity (YTM)',
    aliases: ['ytm', 'yield to maturity', 'redemption yield'],
    definition:
      "The single rate that discounts every remaining coupon and the redemption to the bond's dirty price: the return if the bond is held to maturity and every coupon is paid. Indian bonds quote it compounded at the coupon frequency (semi-annual for G-secs and SDLs).",
  },
  {
    term: 'Modified duration',
    aliases: ['modified duration', 'mod duration', 'mduration'],
    definition:
      "The percentage change in a bond's price for a 1% (100 basis points) change in its yield: Macaulay duration / (1 + yield / frequency). A modified duration of 5 means the price falls about 5% if the yield rises by 1%.",
  },
  {
    term: 'Macaulay duration',
    aliases: ['macaulay duration', 'macaulay'],
    definition:
      "The weighted average time, in years, until a bond's cash flows are received, each flow weighted by its present value at the bond's yield.",
  },
  {
    term: 'PV01 (DV01)',
    aliases: ['pv01', 'dv01', 'price value of a basis point', 'pvbp'],
    definition:
      "The change in a bond's price for a one basis point (0.01%) change in its yield, in rupees per 100 of face value: dirty price × modified duration × 0.0001. Multiply by face value / 100 for a holding.",
  },
  {
    term: 'Convexity',
    aliases: ['convexity'],
    definition:
      "How a bond's duration itself changes as its yield moves: the second derivative of the price with respect to the yield, divided by the price. With convexity, price rises more for a fall in yield than it falls for an equal rise.",
  },
  {
    term: 'Accrued interest',
    aliases: ['accrued interest', 'accrued'],
    definition:
      "The coupon interest earned since the last coupon date up to settlement, which the buyer pays the seller: coupon × days accrued / days in the period under the bond's day count (30/360 for G-secs and SDLs, actual/actual or actual/365 for corporate bonds). Inside the record-date window it is negative (the seller keeps the next coupon).",
  },
  {
    term: 'Clean and dirty price',
    aliases: ['clean price', 'dirty price', 'clean and dirty', 'full price', 'invoice price'],
    definition:
      'The clean price is the quoted price per 100 of face value without accrued interest; the dirty (full) price is the clean price plus accrued interest, what the buyer actually pays per 100.',
  },
  {
    term: 'Floating rate bond (FRB)',
    aliases: ['frb', 'floating rate bond', 'floating-rate bond', 'floater', 'floating rate'],
    definition:
      'A bond whose coupon resets periodically to a benchmark (for GOI FRBs, the average of recent 182-day T-bill auction yields) plus a fixed spread. Its future coupons are not known in advance, so the platform does not compute a yield or cash flows for it.',
  },
  {
    term: 'Step-up bond',
    aliases: ['step-up bond', 'step up bond', 'step-up', 'step up'],
    definition:
      'A bond whose coupon rises to a higher rate on set dates (its coupon steps). The engine prices each coupon at the rate in force for its period.',
  },
  {
    term: 'Zero-coupon bond',
    aliases: ['zero-coupon bond', 'zero coupon bond', 'zero-coupon', 'zero coupon', 'zcb'],
    definition:
      'A bond that pays no coupons: it is issued or trades at a discount and redeems at face value; its whole return is the difference between price and redemption.',
  },
  {
    term: 'Callable bond',
    aliases: ['callable bond', 'callable', 'call option'],
    definition:
      'A bond the issuer may redeem early on set call dates at a call price. The platform shows the yield to each call (YTC) and the yield to worst.',
  },
  {
    term: 'Amortising bond',
    aliases: ['amortising bond', 'amortizing bond', 'amortising', 'amortizing'],
    definition:
      'A bond that repays its principal in instalments on set dates before maturity rather than all at once; coupons are paid on the principal still outstanding.',
  },
  {
    term: 'State development loan (SDL)',
    aliases: ['sdl', 'state development loan', 'state development loans'],
    definition:
      "A bond issued by an Indian state government through the RBI's auctions, with semi-annual coupons and the 30/360 day count like a G-sec.",
  },
  {
    term: 'Government security (G-sec)',
    aliases: ['g-sec', 'gsec', 'government security', 'dated security'],
    definition:
      'A bond issued by the Government of India (dated securities) through the RBI, paying semi-annual coupons on the 30/360 day count; T-bills are its short-term discount instruments.',
  },
  {
    term: 'Treasury bill (T-bill)',
    aliases: ['t-bill', 'tbill', 'treasury bill'],
    definition:
      'A short-term Government of India discount instrument (91, 182 or 364 days) that pays no coupon and redeems at face value.',
  },
  {
    term: 'Spread over the G-sec curve',
    aliases: [
      'spread over the curve',
      'spread over the g-sec curve',
      'spread to the curve',
      'credit spread',
      'g-spread',
    ],
    definition:
      "A bond's yield minus the G-sec curve's yield at the same tenor, in basis points. The platform builds the curve from the live yields of the tradable dated G-secs by years to maturity from settlement, and interpolates linearly between the two G-secs either side of the bond's tenor (flat beyond the shortest and longest).",
  },
  {
    term: 'The G-sec yield curve',
    aliases: ['g-sec curve', 'gsec curve', 'g-sec yield curve', 'gsec yield curve', 'government bond curve'],
    definition:
      'The yield of government securities against their tenor. The platform builds it from the live market yields of every tradable dated G-sec (not T-bills or floating-rate bonds), each at its years to maturity from settlement (actual days / 365.25); a tenor between two G-secs is read by linear interpolation between the neighbouring two, and flat beyond the shortest and the longest.',
  },
  {
    term: '2s10s (curve spreads between tenors)',
    aliases: ['2s10s', '5s10s', '10s30s', '2s5s', 'curve spread', 'slope of the curve'],
    definition:
      "The difference between the 10-year and the 2-year G-sec yield, in basis points: the slope of the curve. Likewise 5s10s is the 10-year minus the 5-year. The platform reads each tenor's yield from the G-sec curve, interpolated linearly between the G-secs either side.",
  },
  {
    term: 'T+1 settlement',
    aliases: ['t+1', 't + 1', 'settlement date', 'settlement'],
    definition:
      'Settlement one business day after the trade date: the day the securities and the money change hands. T+0 settles on the trade date itself. The platform counts business days on its market holiday calendar.',
  },
  {
    term: 'Yield to worst',
    aliases: ['ytw', 'yield to worst'],
    definition:
      'The lowest of the yield to maturity and the yields to each call date: the least a holder earns if the issuer acts in its own interest.',
  },
  {
    term: 'Basis point',
    aliases: ['basis point', 'bps', 'bp'],
    definition:
      'One hundredth of a percentage point (0.01%); yields and spreads move and are quoted in basis points.',
  },
  {
    term: 'Coupon',
    aliases: ['coupon rate', 'coupon'],
    definition:
      'The interest a bond pays, as a yearly percent of face value, paid at the coupon frequency (semi-annually for G-secs and SDLs, often annually for corporate bonds).',
  },
];

/** The glossary entry a text names (longest alias first), or null. */
export function findGlossaryEntry(text: string): GlossaryEntry | null {
  // Articles do not change a term: "spread to curve" is "spread to the curve".
  const withoutArticles = (value: string) => value.replace(/\b(?:the|a|an)\s+/g, '');
  const lower = withoutArticles(text.toLowerCase());
  let best: { entry: GlossaryEntry; length: number } | null = null;
  for (const entry of glossary)
    for (const alias of entry.aliases) {
      const escaped = withoutArticles(alias).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (
        new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`).test(lower) &&
        (!best || alias.length > best.length)
      )
        best = { entry, length: alias.length };
    }
  return best?.entry ?? null;
}

/** The glossary tool: a term's definition and how the platform computes it. */
export function defineTerm(input: { term: string }): { found: GlossaryEntry | null; term: string } {
  return { found: findGlossaryEntry(input.term), term: input.term };
}
