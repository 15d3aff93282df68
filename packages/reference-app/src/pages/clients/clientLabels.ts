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

/** Words that stay small inside a state's name ('Andaman and Nicobar Islands', 'Dadra and Nagar Haveli'). */
const smallWords = new Set(['and', 'of']);

/** A client's category in words: the individual categories' labels, then the corporate ones; else as stored. */
export function clientCategoryLabel(category: string | null | undefined): string {
  if (category === null || category === undefined || category === '') return '—';
  if (category in individualCategoryLabels) return individualCategoryLabels[category as IndividualCategory];
  return corporateCategoryLabels[category] ?? category;
}

/** A state as people write it: 'WEST BENGAL' is 'West Bengal'; the platform stores states in capitals. */
export function indianStateLabel(state: string | null | undefined): string {
  if (state === null || state === undefined || state === '') return '—';
  if (state === 'OTHER') return 'Outside India';
  return state
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
