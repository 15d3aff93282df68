export { appearanceStyle, cssVariableName, mergeAppearance, themeClassName } from './appearance';
export type { Appearance, AppearanceVariables } from './appearance';
export { classNames } from './classNames';
export { appearanceRuleProperties, appearanceRulesCss } from './appearanceRules';
export type {
  AppearanceRule,
  AppearanceRuleProperty,
  AppearanceRuleSelector,
  AppearanceRules,
} from './appearanceRules';
