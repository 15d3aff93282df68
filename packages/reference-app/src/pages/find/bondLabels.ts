/**
 * Words for the codes the market data carries (instrument types, structures, issuer types, conventions),
 * so no page shows FLOATING_RATE or GOI. A code this table does not know is shown in sentence case.
 */
const labels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  instrument_type: {
    CORPORATE: 'Corporate bond',
    FRB: 'Floating rate bond',
    GSEC: 'Government security',
    PSU: 'PSU bond',
    SDL: 'State development loan',
    TBILL: 'Treasury bill',
  },
  structure: {
    AMORTISING: 'Amortising',
    CALLABLE: 'Callable',
    DISCOUNT: 'Discount',
    FLOATING_RATE: 'Floating rate',
    PLAIN: 'Plain vanilla',
    PUTABLE: 'Putable',
    STEP_UP: 'Step-up coupon',
    ZERO_COUPON: 'Zero coupon',
  },
  issuer_type: {
    BANK: 'Bank',
    CORPORATE: 'Corporate',
    GOI: 'Government of India',
    NBFC: 'NBFC',
    PSU: 'Public sector undertaking',
    STATE: 'State government',
  },
  security: { SECURED: 'Secured', UNSECURED: 'Unsecured' },
  rating: { SOVEREIGN: 'Sovereign' },
  convention: {
    GSEC: 'Government securities (30/360, half-yearly)',
    SDL: 'State development loans (30/360, half-yearly)',
    TBILL: 'Treasury bills (actual/365, discount)',
    CORPORATE: 'Corporate bonds (actual/actual)',
  },
};

/** 'STEP_UP' -> 'Step up' for codes no table knows; anything not all capitals is left as it is. */
function sentenceCase(code: string): string {
  if (!/^[A-Z0-9_]+$/.test(code) || code.length <= 4) return code;
  const words = code.toLowerCase().replace(/_+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words for `code` of the category `key` (a market list filter, a bond field). */
export function codeLabel(key: string, code: string): string {
  return labels[key]?.[code] ?? sentenceCase(code);
}

/** 'Half-yearly' for 2 payments a year. */
export function couponFrequencyLabel(perYear: number | null | undefined): string {
  switch (perYear) {
    case 0:
      return 'No coupon (discount)';
    case 1:
      return 'Yearly';
    case 2:
      return 'Half-yearly';
    case 4:
      return 'Quarterly';
    case 12:
      return 'Monthly';
    default:
      return perYear === null || perYear === undefined ? '—' : `${perYear} a year`;
  }
}
