import { describe, expect, it } from 'vitest';
import {
  isQuotePane,
  readQuotePaneSettings,
  writeQuotePaneSettings,
} from '../src/pages/dart/quotePaneSettings';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('quote pane settings in local storage', () => {
  it('defaults to the price columns, quotes and every firm', () => {
    expect(readQuotePaneSettings(memoryStorage(), 'Public Runs')).toEqual({
      columns: 'compact',
      view: 'quotes',
      myQuotes: false,
    });
  });

  it('remembers each pane on its own', () => {
    const storage = memoryStorage();
    writeQuotePaneSettings(storage, 'Public Runs', { columns: 'full', view: 'consolidated', myQuotes: true });
    expect(readQuotePaneSettings(storage, 'Public Runs')).toEqual({
      columns: 'full',
      view: 'consolidated',
      myQuotes: true,
    });
    expect(readQuotePaneSettings(storage, 'RFQ Quotes').columns).toBe('compact');
  });

  it('keeps the column set every pane shared before, and ignores what it does not know', () => {
    const storage = memoryStorage({
      'bondkit.dart.columns': 'market',
      'bondkit.dart.sheet.private-runs': '{"columns":"everything","view":"sideways","myQuotes":"yes"}',
      'bondkit.dart.sheet.rfq-quotes': 'not json',
    });
    expect(readQuotePaneSettings(storage, 'Private Runs')).toEqual({
      columns: 'market',
      view: 'quotes',
      myQuotes: false,
    });
    expect(readQuotePaneSettings(storage, 'RFQ Quotes').columns).toBe('market');
  });

  it('knows which panes are quote panes', () => {
    expect(['Chat', 'Public Runs', 'Ticketing', 'RFQ Quotes'].filter(isQuotePane)).toEqual([
      'Public Runs',
      'RFQ Quotes',
    ]);
  });
});
