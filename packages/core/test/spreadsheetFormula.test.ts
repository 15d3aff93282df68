import { describe, expect, it } from 'vitest';
import { neutraliseSpreadsheetFormula } from '../src/validation/index';

describe('neutraliseSpreadsheetFormula', () => {
  it.each(['=1+1', '+91', '-2', '@SUM(A1)', ' =1+1', '   +cmd', '\t=1', '\r=1', '\n-1', '\t plain'])(
    '%j gets an apostrophe',
    (text) => {
      expect(neutraliseSpreadsheetFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['GS 2033', 'a=b', 'Rs 5 - 10', '', ' leading space'])('%j stays as it is', (text) => {
    expect(neutraliseSpreadsheetFormula(text)).toBe(text);
  });
});
