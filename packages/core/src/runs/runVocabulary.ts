// The words desks use in runs, in one place: the parser and the grammar in the README name the same sets.

/** Words that make a side a bid. */
export const bidWords = ['bid', 'bids', 'b', 'buyer', 'buy', 'paying', 'pay'] as const;

/** Words that make a side an offer. */
export const offerWords = [
  'offer',
  'offers',
  'offered',
  'ofr',
  'off',
  'o',
  'ask',
  'a',
  'seller',
  'sell',
  'selling',
] as const;

/** Size units and the rupees they stand for: crore and lakh, as desks write them. */
export const sizeUnits: ReadonlyMap<string, number> = new Map([
  ['cr', 1e7],
  ['crs', 1e7],
  ['crore', 1e7],
  ['crores', 1e7],
  ['l', 1e5],
  ['lac', 1e5],
  ['lacs', 1e5],
  ['lakh', 1e5],
  ['lakhs', 1e5],
  ['lk', 1e5],
]);

/**
 * Words that make a line something other than a quote: a trade report ('GS33 traded 6.42'), a request
 * ('any offer in GS33', 'looking for 25cr NHAI 31'), a question. A run states prices; these ask for them
 * or report what happened.
 */
export const notRunWords = [
  'traded',
  'trade',
  'trades',
  'done',
  'dealt',
  'executed',
  'printed',
  'print',
  'any',
  'anyone',
  'need',
  'needs',
  'looking',
  'lf',
  'wanted',
  'want',
  'pls',
  'please',
  'plz',
  'where',
  'what',
  'who',
  'can',
  'could',
  'will',
  'would',
  'shall',
  'check',
  'confirm',
  'confirmed',
  'cancel',
  'cancelled',
  'yesterday',
  'closed',
  'closing',
  'last',
  'was',
  'were',
  'moved',
  'rallied',
  'sold',
  'bought',
  'lifted',
  'hit',
] as const;

/** Issuer codes desks also write for government stock. */
export const governmentAliases = ['gs', 'g-sec', 'gsec', 'goi', 'gilt'] as const;
