import { individualCategories, individualCategoryLabels } from '@bondkit/core/validation';

/** Categories of a corporate client (the spec leaves them to the server). */
const corporateCategoryLabels: Readonly<Record<string, string>> = {
  CORPORATE: 'Corporate',
  BANK: 'Bank',
  MUTUAL_FUND: 'Mutual Fund',
  INSURANCE: 'Insurance Company',
  NBFC: 'Non-Banking Financial Company',
  PROVIDENT_FUND: 'Provident Fund',
  TRUST: 'Trust',
  FPI: 'Foreign Portfolio Investor',
};

/** Every client category with its label: the individual ones of the spec, then the corporate ones. */
export const clientCategories: readonly { value: string; label: string }[] = [
  ...individualCategories.map((value) => ({ value, label: individualCategoryLabels[value] })),
  ...Object.entries(corporateCategoryLabels).map(([value, label]) => ({ value, label })),
];
