export { ToggleGroup } from './ToggleGroup';
export type { ToggleGroupProps, ToggleOption, ToggleChangeDetails } from './ToggleGroup';
