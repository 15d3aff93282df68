import type { CSSProperties } from 'react';
import { appearanceStyle, mergeAppearance, themeClassName } from '../theme/appearance';
import type { Appearance } from '../theme/appearance';
import { classNames } from '../theme/classNames';
import { useAppearanceRules } from '../theme/useAppearanceRules';
import type { BondkitContextValue } from './BondkitContext';
import { useBondkitContext } from './useBondkitContext';

export interface WidgetRootOptions {
  /** The widget's own appearance, merged over the provider's. */
  appearance?: Appearance | undefined;
  /** The partner's class on the root. */
  className?: string | undefined;
  /** The partner's style on the root; wins over the appearance's variables. */
  style?: CSSProperties | undefined;
}

export interface WidgetRoot {
  context: BondkitContextValue;
  /** The merged appearance, for layers portalled outside the root (they need the same variables). */
  appearance: Appearance | undefined;
  /** Spread on the root element. */
  rootProps: { className: string; style: CSSProperties };
  /** Theme class and variables for portalled layers. */
  layerProps: { className: string | undefined; style: CSSProperties };
}

/**
 * The provider check, theme class and CSS variables every widget root needs. Throws the "wrap in
 * <BondkitProvider>" error naming `widgetName` outside the provider.
 */
export function useWidgetRoot(
  widgetName: string,
  baseClassName: string,
  options: WidgetRootOptions,
): WidgetRoot {
  const context = useBondkitContext(widgetName);
  const appearance = mergeAppearance(context.appearance, options.appearance);
  const variables = appearanceStyle(appearance);
  const theme = themeClassName(appearance);
  // The rules' class goes on the root and on portalled layers, which live outside the root.
  const rules = useAppearanceRules(appearance?.rules);
  return {
    context,
    appearance,
    rootProps: {
      className: classNames('bk-root', baseClassName, theme, rules, options.className),
      style: { ...variables, ...options.style },
    },
    layerProps: { className: classNames(theme, rules) || undefined, style: variables },
  };
}
