import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../src/testing/fakeCsvRows';

function rowsOf(text: string): string[][] {
  const rows: string[][] = [];
  readCsvRows(text, (cells) => rows.push(cells));
  return rows;
}

describe('the fake’s CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, whatever the lines end in', () => {
    const text = 'isin,name\r\nIN1,"Demo, ""Quoted"" Ltd"\r\nIN2,"two\r\nlines"\nIN3,plain\rIN4,""';
    expect(rowsOf(text)).toEqual([
      ['isin', 'name'],
      ['IN1', 'Demo, "Quoted" Ltd'],
      ['IN2', 'two\r\nlines'],
      ['IN3', 'plain'],
      ['IN4', ''],
    ]);
  });

  it('skips empty and blank rows, keeps ragged ones and a last row without a line end', () => {
    expect(rowsOf('a,b\n\n , \nonly\nx,y,z')).toEqual([['a', 'b'], ['only'], ['x', 'y', 'z']]);
  });

  it('refuses broken quotes, naming the line', () => {
    expect(() => rowsOf('a,b\nc,"open\n')).toThrow(
      'The file is not readable CSV (line 3): check its quotes.',
    );
    expect(() => rowsOf('a,b\nc,d"e\n')).toThrow('The file is not readable CSV (line 2): check its quotes.');
    expect(() => rowsOf('a\n"closed"after\n')).toThrow(
      'The file is not readable CSV (line 2): check its quotes.',
    );
  });

  it('refuses a row past the server’s bounds', () => {
    expect(() => rowsOf(Array.from({ length: 65 }, () => 'x').join(','))).toThrow(
      'At most 64 columns per row.',
    );
    expect(() => rowsOf(`a,${'x'.repeat(4097)}`)).toThrow('A cell holds more than 4096 characters.');
  });
});
