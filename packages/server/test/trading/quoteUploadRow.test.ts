import { describe, expect, it } from 'vitest';
import { quoteUploadRowInput } from '../../src/trading/quoteUploadRow';
import { uploadFormFlag, uploadNumberCell } from '@bondkit/core/internal';

describe('a quotes upload row', () => {
  it('becomes the create call’s input: the yield in percent as a fraction, blanks left out', () => {
    expect(
      quoteUploadRowInput(
        { isin: 'IN0020260074', quote_type: 'bid', quantum: '2,00,00,000', yield: '7.25' },
        7,
      ),
    ).toEqual({
      finstrument_id: 7,
      quote_type: 'BID',
      quantum: 20_000_000,
      yield_stored: 0.0725,
      source: 'UPLOAD',
    });
    expect(quoteUploadRowInput({ quote_type: 'ASK', price: '101.5', validity: '' }, 3)).toEqual({
      finstrument_id: 3,
      quote_type: 'ASK',
      unit_price_stored: 101.5,
      source: 'UPLOAD',
    });
  });

  it('keeps text that is no number as NaN, for the schema to refuse with its message', () => {
    expect(uploadNumberCell('ten')).toBeNaN();
    expect(quoteUploadRowInput({ quote_type: 'BID', yield: 'high' }, 1).yield_stored).toBeNaN();
    expect(uploadNumberCell('')).toBeUndefined();
  });

  it('reads a form field’s yes as the query’s flag: True, true and 1; anything else is no', () => {
    expect(
      ['true', 'True', '1', 'false', '0', 'yes', '', undefined].map((value) => uploadFormFlag(value)),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });
});
