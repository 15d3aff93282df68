import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HighlightedText } from './HighlightedText';
import { useCombobox } from './useCombobox';

interface Fruit {
  name: string;
  disabled?: boolean;
}

function Harness({
  items,
  onSelect,
  onInputKeyDown,
  inputRef,
}: {
  items: Fruit[];
  onSelect: (fruit: Fruit) => void;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const combobox = useCombobox<Fruit>({
    items,
    isItemDisabled: (fruit) => fruit.disabled === true,
    inputValue: text,
    onInputValueChange: setText,
    onSelect,
  });
  return (
    <>
      <input
        {...combobox.getInputProps({ 'aria-label': 'Fruit', onKeyDown: onInputKeyDown, ref: inputRef })}
      />
      {combobox.isOpen ? (
        <div {...combobox.getListboxProps({ 'aria-label': 'Fruits' })}>
          {items.map((fruit, index) => (
            <div key={fruit.name} {...combobox.getOptionProps({ index, className: 'fruit' })}>
              {fruit.name}
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}

describe('useCombobox', () => {
  it('opens on ArrowDown, skips disabled options and wraps', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const items = [{ name: 'Apple', disabled: true }, { name: 'Banana' }, { name: 'Cherry', disabled: true }];
    render(<Harness items={items} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ name: 'Banana' }, { reason: 'keyboard' });
  });

  it('highlights nothing when every option is disabled, and Enter then does nothing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness items={[{ name: 'Apple', disabled: true }]} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}{Home}{End}{Enter}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('clears the text on Escape when already closed', async () => {
    const user = userEvent.setup();
    render(<Harness items={[]} onSelect={() => undefined} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'pear');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('pear');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('always points aria-controls at the listbox id', async () => {
    const user = userEvent.setup();
    render(<Harness items={[{ name: 'Apple' }]} onSelect={() => undefined} />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });
});

describe('useCombobox prop getters', () => {
  it('return DOM-safe props with ARIA and merge handlers and refs', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const keys: string[] = [];
    const inputRef: { current: HTMLInputElement | null } = { current: null };
    const onSelect = vi.fn();
    render(
      <Harness
        items={[{ name: 'Apple' }, { name: 'Banana', disabled: true }]}
        onSelect={onSelect}
        onInputKeyDown={(event) => keys.push(event.key)}
        inputRef={inputRef}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(inputRef.current).toBe(input);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(keys).toEqual(['ArrowDown']);
    const listbox = screen.getByRole('listbox', { name: 'Fruits' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const [apple, banana] = screen.getAllByRole('option');
    expect(apple).toHaveAttribute('aria-selected', 'false');
    expect(apple).toHaveAttribute('data-highlighted', 'true');
    expect(apple).toHaveClass('fruit');
    expect(banana).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', apple?.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ name: 'Apple' }, { reason: 'keyboard' });
    // React warns about unknown DOM props (such as `highlighted`) through console.error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('HighlightedText', () => {
  it('marks every case-insensitive match of each word, treating regex characters literally', () => {
    const { container } = render(
      <HighlightedText text="7.18% Government of India (2037)" query="india (2037" />,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'India',
      '(2037',
    ]);
  });
});
