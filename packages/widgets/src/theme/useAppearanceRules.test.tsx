import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BondSearch } from '../BondSearch/BondSearch';
import { BondkitProvider } from '../provider/BondkitProvider';
import { createTestClient } from '../provider/testing/createTestClient';
import type { Appearance } from './appearance';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const ruleStyles = () => [...document.head.querySelectorAll('style[data-bk-rules]')];

describe('appearance rules in the page', () => {
  it('style the widget and its portalled listbox, share one style element, and go with the last widget', async () => {
    const { client } = createTestClient();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const appearance: Appearance = {
      rules: { '.Input': { borderColor: 'rgb(10, 37, 64)' }, '.Option': { fontWeight: '700' } },
    };
    const view = render(
      <BondkitProvider client={client} soundPlayer={null} appearance={appearance}>
        <BondSearch />
        <BondSearch label="Second bond" />
      </BondkitProvider>,
    );
    expect(ruleStyles()).toHaveLength(1);
    const className = ruleStyles()[0]?.getAttribute('data-bk-rules') ?? '';
    expect(className).toMatch(/^bk-rules-/);
    const input = screen.getByRole('combobox', { name: 'Bond' });
    expect(input.closest('.bk-root')).toHaveClass(className);
    // The CSS generator loads on first use.
    await waitFor(() => expect(getComputedStyle(input).borderColor).toBe('rgb(10, 37, 64)'));

    await user.type(input, 'demo');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    const option = (await screen.findAllByRole('option'))[0]!;
    // The listbox is portalled out of the root, and still carries the rules' class.
    expect(option.closest('.bk-root')).toBeNull();
    expect(option.closest(`.${className}`)).not.toBeNull();
    expect(getComputedStyle(option).fontWeight).toBe('700');

    view.unmount();
    expect(ruleStyles()).toHaveLength(0);
  });

  it('adds nothing to the page without rules', () => {
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client} soundPlayer={null} appearance={{ variables: { colorPrimary: 'red' } }}>
        <BondSearch />
      </BondkitProvider>,
    );
    expect(ruleStyles()).toHaveLength(0);
    expect(screen.getByRole('combobox').closest('.bk-root')?.className).not.toMatch(/bk-rules-/);
  });
});
