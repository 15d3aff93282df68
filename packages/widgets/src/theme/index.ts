export { appearanceStyle, cssVariableName, mergeAppearance, themeClassName } from './appearance';
export type { Appearance, AppearanceVariables } from './appearance';
export { classNames } from './classNames';
