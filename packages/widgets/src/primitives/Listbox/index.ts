export { Listbox, ListboxGroup, ListboxOption } from './Listbox';
export type { ListboxGroupProps, ListboxOptionProps, ListboxProps } from './Listbox';
