export { appearanceStyle, cssVariableName, mergeAppearance, themeClassName } from './appearance';
export type { Appearance, AppearanceVariables } from './appearance';
export { classNames } from './classNames';
export { appearanceRuleProperties } from './appearanceRuleTypes';
export type {
  AppearanceRule,
  AppearanceRuleProperty,
  AppearanceRuleSelector,
  AppearanceRules,
} from './appearanceRuleTypes';
