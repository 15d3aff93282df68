// The CSS generator of `appearance.rules`. Widgets load this module only when some rules are given (see
// useAppearanceRules), so an embed without rules does not ship the selector table.
import { appearanceRuleProperties } from './appearanceRuleTypes';
import type { AppearanceRule, AppearanceRuleSelector, AppearanceRules } from './appearanceRuleTypes';

const inputs = ['.bk-search__input', '.bk-pricing-input__input', '.bk-quote-form__input'];
const buttons = ['.bk-quote-form__submit', '.bk-quote-sheet__retry', '.bk-quote-sheet__quote-button'];

/** What each selector styles, as the SDK's class selectors. */
const classSelectors: Record<AppearanceRuleSelector, readonly string[]> = {
  '.Input': inputs,
  '.Input:hover': inputs.map((selector) => `${selector}:hover`),
  '.Input:focus': inputs.map((selector) => `${selector}:focus`),
  '.Input--invalid': inputs.map((selector) => `${selector}[aria-invalid='true']`),
  '.Label': ['.bk-pricing-input__label', '.bk-quote-form__label'],
  '.Listbox': ['.bk-listbox'],
  '.Option': ['.bk-listbox__option'],
  '.Option--highlighted': ['.bk-listbox__option[data-highlighted]'],
  '.Option--selected': [".bk-listbox__option[aria-selected='true']"],
  '.Option--disabled': [".bk-listbox__option[aria-disabled='true']"],
  '.Button': buttons,
  '.Button:hover': buttons.map((selector) => `${selector}:hover`),
  '.Button:focus': buttons.map((selector) => `${selector}:focus-visible`),
  '.Toggle': ['.bk-toggle-group__option'],
  '.Toggle--selected': [".bk-toggle-group__option[data-state='on']"],
  '.Table': ['.bk-quote-sheet__table'],
  '.TableHeader': ['.bk-quote-sheet__header'],
  '.TableRow': ['.bk-quote-sheet__row'],
  '.TableCell': ['.bk-quote-sheet__cell'],
  '.Error': [
    '.bk-pricing-input__error',
    '.bk-quote-form__error',
    ".bk-quote-sheet__status[data-kind='error']",
  ],
};

const allowedProperties = new Set<string>(appearanceRuleProperties);

/**
 * A value that cannot end its declaration or its block (no `;`, braces, angle brackets or backslashes) and
 * loads nothing (no `url(`, `image-set(`, `@import`).
 */
function isSafeValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    !/[;{}<>\\@]/.test(value) &&
    !/(url|image-set|image|element|expression)\s*\(/i.test(value)
  );
}

function kebabCase(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * The CSS of `rules`, scoped to elements inside (or being) an element of class `scopeClassName`: the widget's
 * root and its portalled layers carry it. Unknown selectors and properties and unsafe values are dropped;
 * an empty string when nothing is left.
 */
export function appearanceRulesCss(rules: AppearanceRules | undefined, scopeClassName: string): string {
  if (rules === undefined) return '';
  const blocks: string[] = [];
  for (const [selector, rule] of Object.entries(rules) as [AppearanceRuleSelector, AppearanceRule][]) {
    const targets = classSelectors[selector];
    if (targets === undefined || rule === undefined) continue;
    const declarations = Object.entries(rule)
      .filter(([property, value]) => allowedProperties.has(property) && isSafeValue(value))
      .map(([property, value]) => `${kebabCase(property)}: ${String(value).trim()};`);
    if (declarations.length === 0) continue;
    const scoped = targets.flatMap((target) => [
      `.${scopeClassName} ${target}`,
      `.${scopeClassName}${target}`,
    ]);
    blocks.push(`${scoped.join(', ')} { ${declarations.join(' ')} }`);
  }
  return blocks.join('\n');
}
