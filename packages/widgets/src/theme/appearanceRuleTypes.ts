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
export type AppearanceRule = Partial<Record<AppearanceRuleProperty, string | undefined>>;

/** Rules by selector; a widget's rules merge over the provider's, property by property. */
export type AppearanceRules = Partial<Record<AppearanceRuleSelector, AppearanceRule | undefined>>;

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
 * A short class name derived from the rules' text (FNV-1a), so the same rules share one class and one style
 * element, and server and client render the same class.
 */
export function appearanceRulesClassName(rulesText: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < rulesText.length; index += 1) {
    hash ^= rulesText.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `bk-rules-${(hash >>> 0).toString(36)}`;
}
