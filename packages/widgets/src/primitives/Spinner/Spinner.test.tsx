import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from '../Progress/Progress';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its label', () => {
    render(<Spinner label="Searching bonds" />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching bonds');
  });
});

describe('Progress', () => {
  it('is a labelled progressbar with its value, clamped to the range', () => {
    const { rerender } = render(<Progress label="Upload" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<Progress label="Upload" value={140} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value when indeterminate or given NaN', () => {
    const { rerender } = render(<Progress label="Loading" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    rerender(<Progress label="Loading" value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
