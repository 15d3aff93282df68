import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '../src/pages/transactions/ConfirmButton';

describe('ConfirmButton by keyboard', () => {
  it('moves focus to Confirm when it asks, and back to the action on Cancel, never to the body', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    render(<ConfirmButton label="Cancel trade" question="Cancel this trade?" onConfirm={onConfirm} />);
    screen.getByRole('button', { name: 'Cancel trade' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel trade' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Cancel trade' })).toHaveFocus();
  });
});
