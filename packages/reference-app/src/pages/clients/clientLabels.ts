import { individualCategoryLabels } from '@bondkit/core/validation';
import type { IndividualCategory } from '@bondkit/core/validation';

/** Categories of corporate clients, which the platform stores as codes. */
const corporateCategoryLabels: Readonly<Record<string, string>> = {
  BANK: 'Bank',
  CORPORATE: 'Corporate',
  MUTUAL_FUND: 'Mutual fund',
  INSURANCE: 'Insurance company',
  NBFC: 'NBFC',
  PF: 'Provident fund',
};

/** A client's category in words: the individual categories' labels, then the corporate ones; else as stored. */
export function clientCategoryLabel(category: string | null | undefined): string {
  if (category === null || category === undefined || category === '') return '—';
  if (category in individualCategoryLabels) return individualCategoryLabels[category as IndividualCategory];
  return corporateCategoryLabels[category] ?? category;
}

/** A state in words: core's formatter, the one every page and partner uses. */
export { indianStateLabel } from '@bondkit/core/validation';
