export { Progress } from './Progress';
export type { ProgressProps } from './Progress';
