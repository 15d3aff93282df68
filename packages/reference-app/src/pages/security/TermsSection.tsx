import type { Bond } from '@bondkit/core';
import { marketConventions } from '@bondkit/core/pricing';
import { formatMarketDate } from '@bondkit/widgets';
import { codeLabel, couponFrequencyLabel } from '../find/bondLabels';
import { formatCoupon } from '../find/bondFormat';
import { booleanAt, numberAt, textAt } from './securityInfo';
import { formatRupees } from './formatRupees';
import { formatRating } from '../find/bondFormat';

/** 'GSEC' -> '30E/360, periodic yield'; a convention given as terms reads the same way. */
function conventionLabel(convention: unknown): string | null {
  const named =
    typeof convention === 'string' && Object.prototype.hasOwnProperty.call(marketConventions, convention)
      ? marketConventions[convention as keyof typeof marketConventions]
      : null;
  const dayCount = named?.dayCount ?? textAt(convention, 'dayCount');
  const basis = named?.yieldBasis ?? textAt(convention, 'yieldBasis');
  if (dayCount === null) return null;
  const basisWords: Record<string, string> = {
    periodic: 'periodic yield',
    xirr: 'annualised (XIRR) yield',
    'money-market': 'money-market yield',
  };
  return basis === null ? dayCount : `${dayCount}, ${basisWords[basis] ?? basis}`;
}

/** The bond's terms, each with its words: no codes, no internal fields, no empty rows. */
export function TermsSection({ bond }: { bond: Bond }) {
  const terms = bond.contract_parameters;
  const faceValue = numberAt(terms, 'face_value');
  const issueDate = textAt(terms, 'issue_date');
  const secured = booleanAt(terms, 'secured');
  const instrumentType = textAt(bond, 'instrument_type');
  const structure = textAt(bond, 'structure');
  const issuerType = textAt(bond, 'issuer_type');
  const sector = textAt(bond, 'sector');
  const agency = textAt(bond, 'rating_agency');
  const convention = conventionLabel(terms['convention']);
  const rows: [string, string][] = [
    ['ISIN', bond.identifiers.ISIN],
    ['Issuer', bond.issuer],
    ...(issuerType ? ([['Issuer type', codeLabel('issuer_type', issuerType)]] as [string, string][]) : []),
    ...(sector ? ([['Sector', sector]] as [string, string][]) : []),
    ...(instrumentType
      ? ([['Instrument', codeLabel('instrument_type', instrumentType)]] as [string, string][])
      : []),
    ...(structure ? ([['Structure', codeLabel('structure', structure)]] as [string, string][]) : []),
    ['Coupon', formatCoupon(bond)],
    ['Coupon frequency', couponFrequencyLabel(numberAt(terms, 'coupon_frequency'))],
    ...(issueDate ? ([['Issue date', formatMarketDate(issueDate)]] as [string, string][]) : []),
    ['Maturity', formatMarketDate(terms.maturity_date)],
    ...(faceValue !== null ? ([['Face value', formatRupees(faceValue)]] as [string, string][]) : []),
    [
      'Rating',
      bond.rating
        ? agency
          ? `${formatRating(bond.rating)} (${agency})`
          : formatRating(bond.rating)
        : 'Not rated',
    ],
    ...(secured !== null ? ([['Security', secured ? 'Secured' : 'Unsecured']] as [string, string][]) : []),
    ['Listed', terms.is_listed ? 'Yes' : 'No'],
    ...(convention ? ([['Day count', convention]] as [string, string][]) : []),
  ];
  return (
    <section className="app-panel" aria-labelledby="terms-title">
      <h2 id="terms-title">Terms</h2>
      <dl className="app-terms">
        {rows.map(([label, text]) => (
          <div key={label} className="app-terms__row">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
