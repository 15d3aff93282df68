export type { Appearance, AppearanceVariables } from './appearance';
export type {
  AppearanceRule,
  AppearanceRuleProperty,
  AppearanceRuleSelector,
  AppearanceRules,
} from './appearanceRuleTypes';
