export * from './ToggleGroup/index';
export * from './Toaster/index';
export * from './Popover/index';
export * from './Listbox/index';
export * from './Spinner/index';
export * from './Progress/index';
export * from './VisuallyHidden/index';
