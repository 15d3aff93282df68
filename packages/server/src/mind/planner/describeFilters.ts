import type { ScreenToolInput } from '../analyst/screenTool';
import { marketDate } from './answerFormat';

/** A screen's filters in words ("rated AAA, issuer PSU, maturing from 01 Jan 2028 to 31 Dec 2030"). */
export function describeFilters(filters: ScreenToolInput): string {
  const parts: string[] = [];
  if (filters.ratings?.length) parts.push(`rated ${filters.ratings.join('/')}`);
  if (filters.instrumentTypes?.length) parts.push(`type ${filters.instrumentTypes.join('/')}`);
  if (filters.issuerTypes?.length) parts.push(`issuer ${filters.issuerTypes.join('/')}`);
  if (filters.issuer) parts.push(`issuer name containing "${filters.issuer}"`);
  if (filters.issuers?.length) parts.push(`issued by ${filters.issuers.join(' or ')}`);
  if (filters.sectors?.length) parts.push(`sector ${filters.sectors.join('/')}`);
  if (filters.structures?.length)
    parts.push(
      `structure ${filters.structures.map((structure) => structure.toLowerCase().replace('_', '-')).join('/')}`,
    );
  if (filters.ratingAgencies?.length) parts.push(`rated by ${filters.ratingAgencies.join('/')}`);
  if (filters.maturityFrom || filters.maturityTo)
    parts.push(
      `maturing ${filters.maturityFrom ? `from ${marketDate(filters.maturityFrom)}` : ''}${filters.maturityFrom && filters.maturityTo ? ' ' : ''}${filters.maturityTo ? `to ${marketDate(filters.maturityTo)}` : ''}`,
    );
  if (
    filters.couponMinPercent !== undefined &&
    filters.couponMinPercent === filters.couponMaxPercent &&
    !filters.couponMinExclusive
  )
    parts.push(`coupon ${filters.couponMinPercent}%`);
  else if (filters.couponMinPercent !== undefined)
    parts.push(`coupon ${filters.couponMinExclusive ? '>' : '≥'} ${filters.couponMinPercent}%`);
  if (filters.couponMaxPercent !== undefined && filters.couponMaxPercent !== filters.couponMinPercent)
    parts.push(`coupon ≤ ${filters.couponMaxPercent}%`);
  if (filters.yieldMinPercent !== undefined)
    parts.push(`yield ${filters.yieldMinInclusive ? 'at least' : 'above'} ${filters.yieldMinPercent}%`);
  if (filters.yieldMaxPercent !== undefined)
    parts.push(`yield ${filters.yieldMaxInclusive ? 'at most' : 'below'} ${filters.yieldMaxPercent}%`);
  if (filters.spreadMinBps !== undefined) parts.push(`spread ≥ ${filters.spreadMinBps} bps`);
  if (filters.priceMin !== undefined) parts.push(`clean price above ${filters.priceMin}`);
  if (filters.priceMax !== undefined) parts.push(`clean price below ${filters.priceMax}`);
  if (filters.liquidOnly) parts.push('liquid only');
  if (filters.couponFrequency !== undefined)
    parts.push(
      `coupon paid ${({ 12: 'monthly', 4: 'quarterly', 2: 'semi-annually', 1: 'annually' } as Record<number, string>)[filters.couponFrequency] ?? `${filters.couponFrequency} times a year`}`,
    );
  const excluded = [
    ...(filters.exclude?.instrumentTypes ?? []),
    ...(filters.exclude?.issuerTypes ?? []).map((type) => `${type} issuers`),
    ...(filters.exclude?.ratings ?? []).map((grade) => `rated ${grade}`),
    ...(filters.exclude?.sectors ?? []).map((sector) => `sector ${sector}`),
    ...(filters.exclude?.structures ?? []).map((structure) => structure.toLowerCase().replace('_', '-')),
  ];
  if (excluded.length) parts.push(`excluding ${excluded.join(', ')}`);
  return parts.length ? parts.join(', ') : 'all tradable bonds';
}
