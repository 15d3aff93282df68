export { Popover, popoverMaxHeight } from './Popover';
export type { PopoverProps } from './Popover';
