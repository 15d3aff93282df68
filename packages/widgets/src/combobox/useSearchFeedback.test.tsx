import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchFeedback } from './useSearchFeedback';
import type { SearchFeedbackOptions } from './useSearchFeedback';

const base: SearchFeedbackOptions = {
  status: 'idle',
  error: undefined,
  inputValue: '',
  optionCount: 0,
  emptyText: 'No bonds found',
  onError: undefined,
};

describe('useSearchFeedback (what BondSearch and CounterpartySearch say)', () => {
  it('hints while the box is empty, says nothing for one or two characters, then searching and the empty text', () => {
    const said = (options: Partial<SearchFeedbackOptions>) =>
      renderHook(() => useSearchFeedback({ ...base, ...options })).result.current;
    expect(said({})).toEqual({
      message: 'Start typing to search...',
      announcement: 'Start typing to search...',
    });
    expect(said({ inputValue: 'go' })).toEqual({ message: null, announcement: '' });
    expect(said({ status: 'loading', inputValue: 'goi' })).toEqual({
      message: 'Searching...',
      announcement: 'Searching...',
    });
    // New results arriving over old ones: no 'Searching...' over the list, no count until they are in.
    expect(said({ status: 'loading', inputValue: 'goi', optionCount: 4 })).toEqual({
      message: null,
      announcement: '',
    });
    expect(said({ status: 'success', inputValue: 'zzz' })).toEqual({
      message: 'No bonds found',
      announcement: 'No bonds found',
    });
    expect(said({ status: 'success', inputValue: 'goi', optionCount: 1 })).toEqual({
      message: null,
      announcement: '1 result available.',
    });
    expect(said({ status: 'success', inputValue: 'goi', optionCount: 12 }).announcement).toBe(
      '12 results available.',
    );
  });

  it('says a failure (not the empty text) and hands it to onError once', () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    const { result, rerender } = renderHook(() =>
      useSearchFeedback({ ...base, status: 'error', error: failure, inputValue: 'goi', onError }),
    );
    expect(result.current.message).toMatch(/^Search failed\. Please try again\./);
    expect(result.current.announcement).toBe(result.current.message);
    rerender();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
