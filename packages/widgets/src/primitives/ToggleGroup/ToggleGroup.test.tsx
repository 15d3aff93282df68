import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup } from './ToggleGroup';

const options = [
  { value: 'yield', label: 'Yield' },
  { value: 'price', label: 'Price' },
] as const;

describe('ToggleGroup', () => {
  it('selects the first option by default and never becomes empty', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ToggleGroup label="Fixed field" options={options} onValueChange={onValueChange} />);
    const yieldOption = screen.getByRole('radio', { name: 'Yield' });
    expect(yieldOption).toHaveAttribute('aria-checked', 'true');
    await user.click(yieldOption);
    expect(yieldOption).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('switches on click and reports the reason', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ToggleGroup label="Fixed field" options={options} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(screen.getByRole('radio', { name: 'Price' })).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange).toHaveBeenCalledWith('price', { reason: 'click' });
  });

  it('moves the selection with arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ToggleGroup
        label="Fixed field"
        options={options}
        defaultValue="price"
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Price' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onValueChange).toHaveBeenCalledWith('yield', { reason: 'keyboard' });
    expect(screen.getByRole('radio', { name: 'Yield' })).toHaveFocus();
  });

  it('stays on the controlled value until the owner changes it', async () => {
    const user = userEvent.setup();
    render(<ToggleGroup label="Fixed field" options={options} value="yield" />);
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(screen.getByRole('radio', { name: 'Yield' })).toHaveAttribute('aria-checked', 'true');
  });

  it('ignores input when disabled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ToggleGroup label="Fixed field" options={options} disabled onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
