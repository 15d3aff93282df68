/** A bond a run may name: what the server's catalogue (or a partner's bond list) knows about it. */
export interface RunBond {
  /** The bond's id (the wire's `finstrument_id`). */
  id: number;
  /** ISIN, 12 characters ('INE906B07HG2'). */
  isin: string;
  /** The name shown to users ('7.26% GS 2033'). */
  displayName: string;
  /** The issuer's short code desks write: 'GS' for government stock, 'NHAI', 'REC', a state's 'MH'. */
  issuerCode: string;
  /** Coupon in percent a year (7.26); 0 for zero-coupons and bills. */
  couponRate: number;
  /** `YYYY-MM-DD`. */
  maturityDate: string;
  /**
   * The issue desks mean when they name only the issuer and the year ('GS33' for the 2033 benchmark). When
   * several bonds fit a short name and exactly one of them is a benchmark, the run is for it; otherwise the
   * message is ambiguous and is not guessed. Default false.
   */
  benchmark?: boolean | undefined;
}

/** One side of a run: a yield in percent or a clean price per 100, with its size when given. */
export interface RunLevel {
  /** Yield in percent (6.43) when the run is quoted in yield, else the clean price (101.20). */
  level: number;
  /** Face value in rupees (25 Cr = 250000000), or null when the message gives none. */
  size: number | null;
}

/** A run read from a desk message: a bond, a bid and/or an offer, and the settlement when given. */
export interface ParsedRun {
  /** The bond, resolved against the list given to the parser. */
  bond: Pick<RunBond, 'id' | 'isin' | 'displayName'>;
  /** Whether the levels are yields (below the yield/price threshold, 50) or clean prices. */
  quotedIn: 'yield' | 'price';
  bid: RunLevel | null;
  offer: RunLevel | null;
  /** T+0 or T+1 when the message says it, else null (the desk's usual settlement). */
  settlementDelta: 0 | 1 | null;
  /** The part of the message this run was read from. */
  text: string;
}

/** A part of a message that reads like a run but could mean more than one thing: not guessed. */
export interface AmbiguousRun {
  text: string;
  /** Why it was not read ('GS34 fits 2 bonds: 7.18% GS 2034, 7.10% GS 2034'). */
  reason: string;
}

/** What a message holds: the runs read from it and the parts left unread because they were ambiguous. */
export interface RunMessageParse {
  runs: ParsedRun[];
  ambiguous: AmbiguousRun[];
}
