import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportWidgetUpdateDelayMs } from '../src/support/supportWidget';
import { useSupportWidget } from '../src/support/useSupportWidget';

function Probe({ adapter, path }: { adapter: Parameters<typeof useSupportWidget>[0]; path: string }) {
  useSupportWidget(adapter, path, null);
  return null;
}

describe('the support widget hook', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates the widget 250 ms after each route change, not before', () => {
    const adapter = { update: vi.fn(), shutdown: vi.fn() };
    const view = render(<Probe adapter={adapter} path="/" />);
    expect(supportWidgetUpdateDelayMs).toBe(250);
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(adapter.update).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(adapter.update).toHaveBeenLastCalledWith({ path: '/', user: null });

    view.rerender(<Probe adapter={adapter} path="/find" />);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(adapter.update).toHaveBeenLastCalledWith({ path: '/find', user: null });
    expect(adapter.update).toHaveBeenCalledTimes(2);
  });

  it('replaces a pending update when the route changes within 250 ms', () => {
    const adapter = { update: vi.fn(), shutdown: vi.fn() };
    const view = render(<Probe adapter={adapter} path="/" />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    view.rerender(<Probe adapter={adapter} path="/about" />);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(adapter.update).toHaveBeenCalledTimes(1);
    expect(adapter.update).toHaveBeenCalledWith({ path: '/about', user: null });
    view.unmount();
    expect(adapter.shutdown).toHaveBeenCalledTimes(1);
  });
});
