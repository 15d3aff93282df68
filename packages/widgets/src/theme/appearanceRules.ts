/**
 * Per-element style overrides, as Stripe's `appearance.rules`: a typed selector naming a kind of element
 * (`.Input`, `.Option--highlighted`) and a few CSS properties for it. The selectors are the SDK's names, not
 * its class names, so a partner's rules survive a change of markup.
 */
export type AppearanceRuleSelector =
  | '.Input'
  | '.Input:hover'
  | '.Input:focus'
  | '.Input--invalid'
  | '.Label'
  | '.Listbox'
  | '.Option'
  | '.Option--highlighted'
  | '.Option--selected'
  | '.Option--disabled'
  | '.Button'
  | '.Button:hover'
  | '.Button:focus'
  | '.Toggle'
  | '.Toggle--selected'
  | '.Table'
  | '.TableHeader'
  | '.TableRow'
  | '.TableCell'
  | '.Error';

/** The CSS properties a rule may set (camelCase, as in a React style). Others are ignored. */
export const appearanceRuleProperties = [
  'color',
  'backgroundColor',
  'border',
  'borderColor',
  'borderWidth',
  'borderStyle',
  'borderRadius',
  'boxShadow',
  'outline',
  'outlineColor',
  'outlineOffset',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontVariant',
  'letterSpacing',
  'lineHeight',
  'textTransform',
  'textDecoration',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'opacity',
  'transition',
] as const;

export type AppearanceRuleProperty = (typeof appearanceRuleProperties)[number];

/** The declarations of one rule: `{ borderColor: '#0a2540', boxShadow: 'none' }`. */
export type AppearanceRule = Partial<Record<AppearanceRuleProperty, string>>;

/** Rules by selector; a widget's rules merge over the provider's, property by property. */
export type AppearanceRules = Partial<Record<AppearanceRuleSelector, AppearanceRule>>;

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

/** Rules of `outer` with `inner`'s on top, property by property. */
export function mergeAppearanceRules(
  outer: AppearanceRules | undefined,
  inner: AppearanceRules | undefined,
): AppearanceRules | undefined {
  if (inner === undefined) return outer;
  if (outer === undefined) return inner;
  const merged: AppearanceRules = { ...outer };
  for (const [selector, rule] of Object.entries(inner) as [AppearanceRuleSelector, AppearanceRule][]) {
    merged[selector] = { ...outer[selector], ...rule };
  }
  return merged;
}

/**
 * A short name derived from the rules' content (FNV-1a), so the same rules share one class and one style
 * element, and server and client render the same class.
 */
export function appearanceRulesClassName(rules: AppearanceRules): string {
  const text = JSON.stringify(rules);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `bk-rules-${(hash >>> 0).toString(36)}`;
}
