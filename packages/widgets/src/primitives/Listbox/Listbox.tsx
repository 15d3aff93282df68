import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../theme/classNames';

export interface ListboxProps extends HTMLAttributes<HTMLDivElement> {
  /** The listbox's id (the combobox's `aria-controls` points at it). */
  id: string;
  /** Accessible name. Use this or `aria-labelledby`. */
  'aria-label'?: string | undefined;
  children?: ReactNode | undefined;
}

/** A `role="listbox"` container for `ListboxOption`s and `ListboxGroup`s. Focus stays in the combobox input. */
export const Listbox = forwardRef<HTMLDivElement, ListboxProps>(function Listbox(
  { className, children, ...props },
  ref,
) {
  return (
    <div ref={ref} role="listbox" className={classNames('bk-listbox', className)} {...props}>
      {children}
    </div>
  );
});

export interface ListboxGroupProps {
  /** The group's id; its heading gets `${id}-heading`. */
  id: string;
  /** The visible heading ('Member', 'Company'). */
  label: string;
  children?: ReactNode | undefined;
}

/** A labelled group of options (APG "listbox with grouped options": the heading is presentational). */
export function ListboxGroup({ id, label, children }: ListboxGroupProps) {
  const headingId = `${id}-heading`;
  return (
    <div role="group" aria-labelledby={headingId} className="bk-listbox__group">
      <div role="presentation" id={headingId} className="bk-listbox__group-heading">
        {label}
      </div>
      {children}
    </div>
  );
}

export interface ListboxOptionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id'> {
  /** The option's id (the combobox's `aria-activedescendant` points at it). */
  id: string;
  /** Whether this is the chosen value (`aria-selected`). */
  selected?: boolean | undefined;
  /** Whether keyboard or pointer focus is on it (visual only; the input keeps DOM focus). */
  highlighted?: boolean | undefined;
  /** Cannot be chosen: skipped by the keyboard, ignored on click, `aria-disabled`. */
  disabled?: boolean | undefined;
  children?: ReactNode | undefined;
}

/** One `role="option"`. */
export function ListboxOption({
  id,
  selected = false,
  highlighted = false,
  disabled = false,
  className,
  children,
  ...props
}: ListboxOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-highlighted={highlighted || undefined}
      className={classNames('bk-listbox__option', className)}
      {...props}
    >
      {children}
    </div>
  );
}
