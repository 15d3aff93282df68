/**
 * The glossary MIND defines terms from: the same definitions and methods as the pricing engine
 * (`@bondkit/core/pricing`) and the analyst's tools use, so a definition never disagrees with a figure.
 */
export interface GlossaryEntry {
  term: string;
  /** Lower-case ways a reader names it (whole words). */
  aliases: readonly string[];
  /**
   * Words that name it only when they are the whole question ("what is a bond?", "par meaning"): as part of a
   * longer question they are the question's subject, not a term to define ("AAA PSU bonds").
   */
  wholeQuestionAliases?: readonly string[];
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
    term: 'Yield to put (YTP)',
    aliases: ['ytp', 'yield to put'],
    definition:
      "The yield a putable bond returns if the holder puts it back to the issuer on a put date at the put price: the rate that discounts the coupons up to that put date and the put price to the dirty price. The holder chooses whether to put, so a put can only raise the holder's return; the platform quotes the yield to each put date still ahead.",
  },
  {
    term: 'Yield to maturity (YTM)',
    aliases: ['ytm', 'yield to maturity', 'redemption yield', 'irr', 'internal rate of return'],
    definition:
      "The single rate that discounts every remaining coupon and the redemption to the bond's dirty price (the internal rate of return, IRR, of its cash flows at that price): the return if the bond is held to maturity and every coupon is paid. Indian bonds quote it compounded at the coupon frequency (semi-annual for G-secs and SDLs).",
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
      "The change in a bond's price for a one basis point change in its yield (a hundredth of a percentage point), in rupees per 100 of face value: dirty price × modified duration ÷ 10,000. Multiply by face value / 100 for a holding.",
  },
  {
    term: 'Convexity',
    aliases: ['convexity'],
    definition:
      "The curvature of the price–yield relationship: how a bond's duration itself changes as its yield moves, the second derivative of the price with respect to the yield, divided by the price. With convexity, price rises more for a fall in yield than it falls for an equal rise.",
  },
  {
    term: 'Accrued interest',
    aliases: ['accrued interest', 'accrued'],
    definition:
      "The coupon interest earned since the last coupon date up to settlement, which the buyer pays the seller: coupon × days accrued / days in the period under the bond's day count (30E/360 for G-secs and SDLs, the SEBI actual/actual for corporate and PSU bonds). Inside the record-date window it is negative (the seller keeps the next coupon).",
  },
  {
    term: 'Clean and dirty price',
    aliases: ['clean price', 'dirty price', 'clean and dirty', 'full price', 'invoice price'],
    definition:
      'The clean price is the quoted price per 100 of face value without accrued interest; the dirty (full) price is the clean price plus accrued interest, what the buyer actually pays per 100.',
  },
  {
    term: 'Floating rate bond (FRB)',
    aliases: [
      'frb',
      'frn',
      'floating rate bond',
      'floating-rate bond',
      'floating rate note',
      'floater',
      'floating rate',
    ],
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
      "A bond issued by an Indian state government through the RBI's auctions, with semi-annual coupons and the 30E/360 day count like a G-sec.",
  },
  {
    term: 'Government security (G-sec)',
    aliases: ['g-sec', 'gsec', 'government security', 'dated security', 'gilt', 'gilts', 'gilt-edged'],
    definition:
      'A bond issued by the Government of India (dated securities) through the RBI, paying semi-annual coupons on the 30E/360 day count; T-bills are its short-term discount instruments.',
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
      'yield spread',
      'spread over gsec',
      'spread over g-sec',
    ],
    definition:
      "A bond's yield minus the G-sec curve's yield at the same tenor, in basis points. The platform builds the curve from the live yields of the tradable dated G-secs by years to maturity from settlement, and interpolates linearly between the two G-secs either side of the bond's tenor (flat beyond the shortest and longest).",
  },
  {
    term: 'The G-sec yield curve',
    aliases: [
      'g-sec curve',
      'gsec curve',
      'g-sec yield curve',
      'gsec yield curve',
      'government bond curve',
      'yield curve',
      'term structure',
    ],
    definition:
      'The yield of government securities against their tenor. The platform builds it from the live market yields of every tradable dated G-sec (not T-bills or floating-rate bonds), each at its years to maturity from settlement (actual days over a year of 365¼ days); a tenor between two G-secs is read by linear interpolation between the neighbouring two, and flat beyond the shortest and the longest.',
  },
  {
    term: '2s10s (curve spreads between tenors)',
    aliases: ['2s10s', '5s10s', '10s30s', '2s5s', 'curve spread', 'slope of the curve', 'term spread'],
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
      'One hundredth of a percentage point: 100 basis points make 1%. Yields and spreads move and are quoted in basis points.',
  },
  {
    term: 'Coupon',
    aliases: ['coupon rate', 'coupon'],
    definition:
      'The interest a bond pays, as a yearly percent of face value, paid at the coupon frequency (semi-annually for G-secs and SDLs, often annually for corporate bonds).',
  },
  {
    term: 'Putable bond',
    aliases: ['putable bond', 'puttable bond', 'putable', 'puttable', 'put option', 'put date'],
    definition:
      'A bond the holder may sell back to the issuer on set put dates at a put price. The engine schedules the cash flows to maturity and shows the put dates with the terms; a holder who expects to put the bond can price it to the put date.',
  },
  {
    term: 'Perpetual bond',
    aliases: ['perpetual bond', 'perpetual', 'at1 bond'],
    definition:
      'A bond with no maturity date: it pays coupons for as long as the issuer does not call it, so it is usually priced to its first call date (yield to call). Indian banks issue them as Additional Tier 1 (AT1) capital.',
  },
  {
    term: 'Inflation-indexed bond',
    aliases: [
      'inflation indexed bond',
      'inflation-indexed bond',
      'inflation indexed',
      'inflation-indexed',
      'inflation linked',
      'inflation-linked',
      'capital indexed',
      'ciib',
      'indexed bond',
    ],
    definition:
      'A bond whose principal (and so each coupon) is scaled by an inflation index ratio from the issue date to the payment date; the yield quoted is the real yield. The engine prices it from the index ratio it is given (@bondkit/core/pricing/indexed).',
  },
  {
    term: 'STRIPS',
    aliases: [
      'strips',
      'separate trading of registered interest and principal of securities',
      'stripped bond',
    ],
    definition:
      "Separate Trading of Registered Interest and Principal of Securities: a G-sec's coupons and principal split into separate zero-coupon securities, each traded on its own and priced as a zero-coupon bond by discounting its single payment at its yield.",
  },
  {
    term: 'Repo',
    aliases: ['repo', 'repurchase agreement', 'reverse repo', 'repo rate', 'tri-party repo', 'treps'],
    definition:
      "A sale of securities with an agreement to buy them back on a later date at a set price: a loan secured by the securities, whose interest is the difference between the two prices. The RBI's policy repo rate is the rate at which it lends to banks this way; a reverse repo is the other side.",
  },
  {
    term: 'Current yield',
    aliases: ['current yield', 'running yield', 'flat yield'],
    definition:
      'The annual coupon divided by the clean price, as a percent (coupon × 100 / clean price): the income return alone, ignoring the gain or loss to redemption that the yield to maturity includes.',
  },
  {
    term: 'Face value',
    aliases: ['face value', 'par value', 'nominal value', 'principal amount'],
    wholeQuestionAliases: ['par'],
    definition:
      'The amount a bond repays at maturity and on which its coupon is paid; prices and yields are quoted per 100 of face value. A bond trades at a premium above 100, at par at 100, and at a discount below 100.',
  },
  {
    term: 'Non-convertible debenture (NCD)',
    aliases: ['non-convertible debenture', 'non convertible debenture'],
    wholeQuestionAliases: ['ncd', 'ncds', 'debenture', 'debentures'],
    definition:
      'A bond issued by a company that cannot be converted into its shares: the usual form of corporate and PSU bonds in India, secured or unsecured, rated by the credit rating agencies.',
  },
  {
    term: 'Bond',
    aliases: ['fixed income security', 'debt security'],
    wholeQuestionAliases: ['bond', 'bonds', 'fixed income'],
    definition:
      'A loan to an issuer (a government, a state, a PSU or a company) in the form of a security: it pays a coupon on its face value at set dates and repays the face value at maturity. Its price and yield move in opposite directions.',
  },
  {
    term: 'Day count convention',
    aliases: [
      'day count',
      'day-count',
      'day count convention',
      'day-count convention',
      '30/360',
      'act/365',
      'actual/365',
    ],
    definition:
      'How days are counted for accrued interest and discounting: the engine uses 30E/360 for G-secs and SDLs, actual/365 (money-market yield) for T-bills, CPs and CDs, and the SEBI actual/actual convention (XIRR yield) for corporate and PSU bonds.',
  },
  {
    term: 'Credit rating',
    aliases: ['credit rating', 'credit ratings'],
    wholeQuestionAliases: ['rating', 'ratings', 'investment grade', 'aaa', 'aa', 'rating scale'],
    definition:
      "An agency's opinion of an issuer's ability to pay (CRISIL, ICRA, CARE, India Ratings, Brickwork, Acuité, Infomerics), from AAA (highest safety) down through AA, A and BBB (the lowest investment grade) to default; + and - mark steps within a grade. G-secs and SDLs are sovereign and unrated.",
  },
  {
    term: 'Commercial paper and certificates of deposit',
    aliases: ['commercial paper', 'certificate of deposit', 'certificates of deposit'],
    wholeQuestionAliases: ['cp', 'cd', 'cps', 'cds'],
    definition:
      'Short-term discount instruments (up to one year): commercial paper is issued by companies, certificates of deposit by banks. Like T-bills they pay no coupon and are quoted at a money-market yield on the actual/365 day count.',
  },
  {
    term: 'Premium and discount',
    aliases: [
      'at a premium',
      'at a discount',
      'trading at premium',
      'trading at discount',
      'premium bond',
      'discount bond',
    ],
    wholeQuestionAliases: ['premium', 'discount', 'premium and discount'],
    definition:
      'A bond trades at a premium when its clean price is above 100 (its coupon is above its yield) and at a discount when below 100 (its coupon is below its yield).',
  },
  {
    term: 'Tenor and residual maturity',
    aliases: ['residual maturity', 'time to maturity', 'term to maturity'],
    wholeQuestionAliases: ['tenor', 'tenure', 'maturity'],
    definition:
      "The time left until a bond's maturity date, in years; the curve and spreads are read by tenor measured from the settlement date.",
  },
  {
    term: 'Yield',
    aliases: ['bond yield'],
    wholeQuestionAliases: ['yield', 'yields'],
    definition:
      'The return a bond gives at its price, as a yearly percent. Unqualified, Indian markets mean the yield to maturity: the rate that discounts the remaining coupons and the redemption to the dirty price; the current yield (coupon ÷ clean price) counts the coupon only.',
  },
  {
    term: 'Benchmark bond',
    aliases: ['benchmark bond', 'benchmark security', 'benchmark g-sec', 'on-the-run', 'on the run'],
    definition:
      "The most liquid G-sec at a tenor (the 10-year benchmark is the one most traded), whose yield the market quotes as that tenor's rate; a newly issued bond usually takes over as benchmark. The platform's curve reads every tradable dated G-sec, not only the benchmarks.",
  },
  {
    term: 'Curve steepening, flattening and inversion',
    aliases: [
      'steepening',
      'flattening',
      'steepen',
      'flatten',
      'bull steepening',
      'bear steepening',
      'bull flattening',
      'bear flattening',
      'inverted curve',
      'inverted yield curve',
      'curve inversion',
      'inversion',
      'steep curve',
      'flat curve',
    ],
    definition:
      'How the slope of the yield curve (a long tenor\'s yield minus a short one\'s, e.g. 2s10s) changes: it steepens when the spread widens and flattens when it narrows; "bull" when yields fall, "bear" when they rise. An inverted curve has short tenors yielding more than long ones (a negative spread).',
  },
  {
    term: 'MIBOR and OIS',
    aliases: ['mibor', 'ois', 'overnight indexed swap', 'overnight index swap', 'fbil', 'mifor'],
    definition:
      "MIBOR is FBIL's overnight Mumbai interbank rate; an overnight indexed swap (OIS) exchanges a fixed rate for the compounded overnight MIBOR over its term, so OIS rates are the market's fixed rate for that tenor. MIBOR-linked floating-rate notes reset their coupons from it.",
  },
  {
    term: 'Liquidity premium',
    aliases: ['liquidity premium', 'illiquidity premium'],
    definition:
      'The extra yield investors ask of a bond that trades rarely or in small size, over a comparable liquid one: part of why an off-the-run bond or a thinly traded corporate yields more than its spread for credit alone.',
  },
  {
    term: 'Duration',
    aliases: [
      'duration',
      'effective duration',
      'interest rate risk',
      'rate risk',
      'interest rate sensitivity',
    ],
    definition:
      "How sensitive a bond's price is to its yield, in years: Macaulay duration is the present-value-weighted average time to the bond's cash flows; modified duration (Macaulay ÷ (1 + yield / frequency)) is the percentage price change for a 1% change in yield. The longer the duration, the more the price falls when yields rise: the bond's interest rate risk.",
  },
  {
    term: 'Z-spread',
    aliases: ['z-spread', 'z spread', 'zero-volatility spread', 'zero volatility spread'],
    definition:
      "The constant spread that, added to every point of the government zero-coupon curve, discounts a bond's cash flows to its dirty price. The platform quotes the simpler spread over the G-sec yield curve at the bond's tenor (the G-spread), not a Z-spread.",
  },
  {
    term: 'Price–yield relationship',
    aliases: [
      'price yield relationship',
      'price-yield relationship',
      'price and yield',
      'prices and yields',
      'inverse relationship',
      'prices fall when yields rise',
      'price falls when yield rises',
      'price falls when the yield rises',
      'prices rise when yields fall',
      'price rises when yield falls',
      'yields go up prices go down',
    ],
    definition:
      "A bond's price and its yield move in opposite directions: its cash flows are fixed, so a higher yield discounts them to a lower price. How far the price moves for a change in yield is its duration; how that sensitivity changes, its convexity.",
  },
  {
    term: 'Ex-interest (record date)',
    aliases: [
      'ex-interest',
      'ex interest',
      'record date',
      'ex-date',
      'ex date',
      'shut period',
      'ex-coupon',
      'ex coupon',
    ],
    definition:
      'A bond is ex-interest from its record date, a set number of days before a coupon date, until that coupon is paid: the coupon goes to whoever held the bond on the record date, so a buyer settling inside the window does not receive it, and the accrued interest is negative (the seller keeps the coupon and returns the days until it to the buyer). Before the final redemption the window is the shut period, when the bond no longer trades.',
  },
  {
    term: 'Carry, roll-down and break-even',
    aliases: [
      'carry',
      'roll-down',
      'roll down',
      'rolldown',
      'break-even',
      'breakeven',
      'break even',
      'positive carry',
      'negative carry',
    ],
    definition:
      "Carry is what a bond earns over a period from its coupon accrual less the cost of funding it (the repo rate); roll-down is the price gain as the bond ages down a sloping curve to a shorter tenor's lower yield; the break-even is how far the yield can rise over the period before the price loss eats the carry and roll-down. The platform has no funding rate and keeps no forward curve, so it does not compute them; it gives a bond's coupon, accrued interest, PV01 and the curve's slope they are built from.",
  },
  {
    term: 'Reinvestment risk',
    aliases: ['reinvestment risk'],
    definition:
      "The risk that coupons (or an early redemption) must be reinvested at lower rates than the bond's yield, so the return realised falls short of the yield to maturity, which assumes every coupon is reinvested at that yield.",
  },
  {
    term: 'Credit risk',
    aliases: ['credit risk', 'default risk', 'counterparty credit risk'],
    definition:
      'The risk that an issuer pays its coupons or principal late or not at all. Ratings grade it (AAA the safest); investors ask a wider spread over the G-sec curve for more of it. G-secs are sovereign: no credit risk in rupees.',
  },
  {
    term: 'Par yield',
    aliases: ['par yield', 'par bond', 'at par'],
    definition:
      'The coupon at which a bond would be priced at exactly 100 (par): a bond whose coupon equals its yield to maturity trades at par, at a premium when its coupon is higher and at a discount when lower.',
  },
  {
    term: 'Discount rate',
    aliases: ['discount rate', 'discounting'],
    definition:
      'The rate at which future cash flows are brought to their present value: for a bond, its yield; each flow is divided by (1 + yield / frequency) raised to the number of periods until it is paid.',
  },
];

/** Whether a text is nothing but a term of the glossary ("spread to curve?", "the 2s10s meaning"). */
export function isOnlyAGlossaryTerm(text: string): boolean {
  // "What about PV01?", "and its duration?": a follow-up asking a figure of the bond in the conversation.
  if (/^\s*(?:what about|how about|and|also)\b/i.test(text)) return false;
  const term = termAsked(text);
  return glossary.some(
    (entry) =>
      entry.aliases.some((alias) => withoutArticles(alias) === term) ||
      (entry.wholeQuestionAliases?.includes(term) ?? false),
  );
}

/** Where an alias stands in a lower-case text as whole words (articles aside), or -1. */
function aliasPosition(lower: string, alias: string): number {
  const escaped = withoutArticles(alias).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // "What are SDLs?", "T-bills": a term in the plural is the term.
  const plural = /[a-z]$/.test(escaped) ? 's?' : '';
  return new RegExp(`(?<![a-z0-9])${escaped}${plural}(?![a-z0-9])`).exec(lower)?.index ?? -1;
}

/** Articles do not change a term: "spread to curve" is "spread to the curve". */
function withoutArticles(value: string): string {
  return value.replace(/\b(?:the|a|an)\s+/g, '');
}

/**
 * What a question asks to define, without the words that ask it and without articles: "What does PV01 mean?"
 * → "pv01", "NCD meaning" → "ncd", "tell me about the yield curve" → "yield curve".
 */
function termAsked(text: string): string {
  return withoutArticles(text.toLowerCase())
    .replace(/[?.!,]/g, ' ')
    .replace(
      /\b(?:what|whats|what's|is|are|does|do|define|definition|explain|meaning|means|mean|of|by|stand|stands|for|in|simple|terms|tell|me|about|please|pls|the|a|an)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The glossary entry a text names (the first named; of two at one place, the longer), or null. */
export function findGlossaryEntry(text: string): GlossaryEntry | null {
  const lower = withoutArticles(text.toLowerCase());
  // "YTM vs coupon" defines YTM first: the term named first leads; where two start at one place ("yield to
  // call" and "yield"), the longer is the term.
  let best: { entry: GlossaryEntry; at: number; length: number } | null = null;
  for (const entry of glossary)
    for (const alias of entry.aliases) {
      const at = aliasPosition(lower, alias);
      if (at === -1) continue;
      // An alias inside a longer one already found ("curve" inside "yield curve") is that term.
      const inside = best !== null && at >= best.at && at + alias.length <= best.at + best.length;
      if (!inside && (!best || at < best.at || (at === best.at && alias.length > best.length)))
        best = { entry, at, length: alias.length };
    }
  if (best) return best.entry;
  // "What is a bond?", "NCD meaning": a word that is a term only when it is all the question asks about.
  const whole = termAsked(text);
  return glossary.find((entry) => entry.wholeQuestionAliases?.includes(whole)) ?? null;
}

/** The glossary tool: a term's definition and how the platform computes it. */
export function defineTerm(input: { term: string }): {
  found: GlossaryEntry | null;
  term: string;
  /** Other terms the text names ("the difference between a G-sec and an SDL"), each defined too. */
  alsoNamed: GlossaryEntry[];
} {
  const found = findGlossaryEntry(input.term);
  return { found, term: input.term, alsoNamed: found ? otherEntriesNamed(input.term, found) : [] };
}

/** The entries a text names besides `first`, each by its longest alias, in the order the text names them. */
function otherEntriesNamed(text: string, first: GlossaryEntry): GlossaryEntry[] {
  const lower = withoutArticles(text.toLowerCase());
  const named: { entry: GlossaryEntry; at: number }[] = [];
  for (const entry of glossary) {
    if (entry === first) continue;
    const at = Math.min(
      ...entry.aliases.map((alias) => {
        const position = aliasPosition(lower, alias);
        return position === -1 ? Infinity : position;
      }),
    );
    // An alias inside the first term's own name ("yield" in "yield to call") is that term, not another.
    const insideFirst = first.aliases.some((alias) => {
      const index = lower.indexOf(alias);
      return index !== -1 && at >= index && at < index + alias.length;
    });
    if (Number.isFinite(at) && !insideFirst) named.push({ entry, at });
  }
  return named.sort((left, right) => left.at - right.at).map(({ entry }) => entry);
}

let glossaryWordSet: Set<string> | null = null;

/** Every word of the glossary's terms and aliases, lower case: words of finance, never an issuer's name. */
export function glossaryWords(): Set<string> {
  glossaryWordSet ??= new Set(
    glossary.flatMap((entry) =>
      [entry.term, ...entry.aliases, ...(entry.wholeQuestionAliases ?? [])]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z0-9-]+/)
        .filter(Boolean),
    ),
  );
  return glossaryWordSet;
}
