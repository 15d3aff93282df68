import type { CSSProperties } from 'react';
import { mergeAppearanceRules } from './appearanceRuleTypes';
import type { AppearanceRules } from './appearanceRuleTypes';

/** The themeable values; each maps onto a `--bk-*` CSS variable (`colorPrimary` is `--bk-color-primary`). */
export interface AppearanceVariables {
  /** `--bk-color-background`: the widget's background. */
  colorBackground?: string | undefined;
  /** `--bk-color-surface`: raised surfaces (popovers, headers). */
  colorSurface?: string | undefined;
  /** `--bk-color-text`: body text. */
  colorText?: string | undefined;
  /** `--bk-color-text-muted`: secondary text (ISINs, hints). */
  colorTextMuted?: string | undefined;
  /** `--bk-color-border`: borders and dividers. */
  colorBorder?: string | undefined;
  /** `--bk-color-primary`: the accent (selected toggle, highlighted option). */
  colorPrimary?: string | undefined;
  /** `--bk-color-primary-text`: text on the accent. */
  colorPrimaryText?: string | undefined;
  /** `--bk-color-focus`: focus rings. Default: `colorPrimary`. */
  colorFocus?: string | undefined;
  /** `--bk-color-bid`: bid prices. */
  colorBid?: string | undefined;
  /** `--bk-color-ask`: ask prices. */
  colorAsk?: string | undefined;
  /** `--bk-color-danger`: errors. */
  colorDanger?: string | undefined;
  /** `--bk-color-warning`: warnings. */
  colorWarning?: string | undefined;
  /** `--bk-color-success`: success. */
  colorSuccess?: string | undefined;
  /** `--bk-color-info`: information. */
  colorInfo?: string | undefined;
  /** `--bk-color-hover`: the highlighted option's background. Default: 12% of `colorPrimary` on the background. */
  colorHover?: string | undefined;
  /** `--bk-color-flash`: a live cell's flash on change. */
  colorFlash?: string | undefined;
  /** `--bk-color-highlight`: matched search text. */
  colorHighlight?: string | undefined;
  /** `--bk-font-family`: text. */
  fontFamily?: string | undefined;
  /** `--bk-font-family-numeric`: prices, yields and amounts. */
  fontFamilyNumeric?: string | undefined;
  /** `--bk-font-size`: body text size. */
  fontSize?: string | undefined;
  /** `--bk-font-size-small`: secondary text size. */
  fontSizeSmall?: string | undefined;
  /** `--bk-radius-small`. */
  radiusSmall?: string | undefined;
  /** `--bk-radius-medium`. */
  radiusMedium?: string | undefined;
  /** `--bk-space-1` (4px by default). */
  space1?: string | undefined;
  /** `--bk-space-2` (8px by default). */
  space2?: string | undefined;
  /** `--bk-space-3` (12px by default). */
  space3?: string | undefined;
  /** `--bk-space-4` (16px by default). */
  space4?: string | undefined;
  /** `--bk-z-index-dropdown`: popovers and toasts (the spec's 9999 by default). */
  zIndexDropdown?: string | undefined;
}

/** A typed theme: a base theme, variable overrides and per-element rules (Stripe's `appearance`). */
export interface Appearance {
  /** The base theme. Default: inherited from the page (the light theme unless a `bk-theme-dark` ancestor). */
  theme?: 'light' | 'dark' | undefined;
  /** Overrides of single variables, on top of the theme. Default: none. */
  variables?: AppearanceVariables | undefined;
  /**
   * Per-element overrides, on top of the variables: `{ '.Input': { borderColor: '#0a2540' },
   * '.Option--highlighted': { fontWeight: '600' } }`. Typed selectors and a set of CSS properties
   * (`appearanceRuleProperties`); they reach portalled listboxes too, and apply from hydration on. Default: none.
   */
  rules?: AppearanceRules | undefined;
}

/** `colorPrimary` -> `--bk-color-primary`, `space1` -> `--bk-space-1`. */
export function cssVariableName(key: string): string {
  const kebab = key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
  return `--bk-${kebab}`;
}

/** The CSS custom properties of `appearance.variables`, as a React style object. Empty values are skipped. */
export function appearanceStyle(appearance: Appearance | undefined): CSSProperties {
  const style: Record<string, string> = {};
  const variables = appearance?.variables;
  if (variables === undefined) return style;
  // The theme derives the focus ring and the hover from its own accent; a partner's accent carries them along
  // unless they are set too (a custom property resolves where it is declared, so they are declared here).
  const primary = variables.colorPrimary;
  if (typeof primary === 'string' && primary !== '') {
    style['--bk-color-focus'] = primary;
    style['--bk-color-hover'] = `color-mix(in srgb, ${primary} 12%, var(--bk-color-background))`;
  }
  for (const [key, value] of Object.entries(variables)) {
    if (typeof value === 'string' && value !== '') style[cssVariableName(key)] = value;
  }
  return style;
}

/** The class that selects the theme's variables, or undefined to inherit. */
export function themeClassName(appearance: Appearance | undefined): string | undefined {
  if (appearance?.theme === 'dark') return 'bk-theme-dark';
  if (appearance?.theme === 'light') return 'bk-theme-light';
  return undefined;
}

/** A widget's appearance on top of the provider's: the widget's theme wins, variables merge. */
export function mergeAppearance(
  outer: Appearance | undefined,
  inner: Appearance | undefined,
): Appearance | undefined {
  if (inner === undefined) return outer;
  if (outer === undefined) return inner;
  const rules = mergeAppearanceRules(outer.rules, inner.rules);
  return {
    theme: inner.theme ?? outer.theme,
    variables: { ...outer.variables, ...inner.variables },
    ...(rules === undefined ? {} : { rules }),
  };
}
