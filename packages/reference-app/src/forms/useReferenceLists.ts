import type { LabelledValue } from '@bondkit/core';
import { indianStates, individualCategories, individualCategoryLabels } from '@bondkit/core/validation';
import { useAppServices } from '../app/AppServices';
import { useAsyncData } from '../app/useAsyncData';

/** The lists the registration, profile and onboarding forms offer. */
export interface ReferenceLists {
  /** Individual categories (RTL, HUF…) with their labels. */
  individualCategories: readonly LabelledValue[];
  /** Every other category the server keeps (a company's: BANK, MUTUAL_FUND…). */
  corporateCategories: readonly LabelledValue[];
  /** Indian states and territories, upper case (`TAMIL NADU`, `OTHER`). */
  states: readonly string[];
}

const individualCategoryValues: readonly string[] = individualCategories;

/** Core's lists: what the server validates against, shown until (or if) the server's lists do not answer. */
const builtInLists: ReferenceLists = {
  individualCategories: individualCategories.map((value) => ({
    value,
    label: individualCategoryLabels[value],
  })),
  corporateCategories: [{ value: 'CORPORATE', label: 'Corporate' }],
  states: indianStates,
};

/**
 * The categories and states from the server (`GET api/client/categories/`, `GET api/client/states/`), so a
 * deployment that changes its lists changes every form. Core's built-in lists stand in while they load
 * and when a call fails (the forms stay usable; the server still validates what is sent).
 */
export function useReferenceLists(): ReferenceLists {
  const { client } = useAppServices();
  const categories = useAsyncData('reference:categories', () => client.accounts.getCategories());
  const states = useAsyncData('reference:states', () => client.accounts.getStates());
  const serverCategories =
    categories.status === 'ready' && categories.data.length > 0 ? categories.data : null;
  return {
    individualCategories: serverCategories
      ? serverCategories.filter((category) => individualCategoryValues.includes(category.value))
      : builtInLists.individualCategories,
    corporateCategories: serverCategories
      ? serverCategories.filter((category) => !individualCategoryValues.includes(category.value))
      : builtInLists.corporateCategories,
    states: states.status === 'ready' && states.data.length > 0 ? states.data : builtInLists.states,
  };
}
