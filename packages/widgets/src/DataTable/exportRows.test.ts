import { describe, expect, it } from 'vitest';
import { rowsToCsv } from './exportRows';
import { crc32, storedZip } from './storedZip';
import { bondColumns } from './test/bondRows';
import { xlsxWorkbook } from './xlsxWorkbook';

/** Reads a stored ZIP back: name → text, checking each CRC (a tiny reader, for the test only). */
function readStoredZip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, string>();
  let offset = 0;
  while (view.getUint32(offset, true) === 0x04034b50) {
    expect(view.getUint16(offset + 8, true)).toBe(0);
    const crc = view.getUint32(offset + 14, true);
    const size = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const name = new TextDecoder().decode(bytes.subarray(offset + 30, offset + 30 + nameLength));
    const content = bytes.subarray(offset + 30 + nameLength, offset + 30 + nameLength + size);
    expect(crc32(content)).toBe(crc);
    files.set(name, new TextDecoder().decode(content));
    offset += 30 + nameLength + size;
  }
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  expect(view.getUint16(end + 10, true)).toBe(files.size);
  expect(view.getUint32(end + 16, true)).toBe(offset);
  return files;
}

describe('export', () => {
  it('writes RFC 4180 CSV, quoting commas and quotes, defusing formulas, empty cells empty', () => {
    const csv = rowsToCsv(
      [
        { id: '1', name: 'REC, "2030"', quantity: 500_000, price: null, maturity: '2030-05-01' },
        { id: '2', name: '=HYPERLINK("x")', quantity: 1, price: 99.5, maturity: '2031-01-01' },
      ],
      bondColumns,
    );
    expect(csv).toBe(
      'Bond,Quantity,Price,Maturity\r\n' +
        '"REC, ""2030""",500000,,2030-05-01\r\n' +
        `"'=HYPERLINK(""x"")",1,99.5,2031-01-01\r\n`,
    );
  });

  it('defuses a formula after leading whitespace too, and leaves numbers and plain text alone', () => {
    const csv = rowsToCsv(
      [
        { id: '1', name: ' =1+1', quantity: -5, price: 99.5, maturity: '2030-05-01' },
        { id: '2', name: '\n@SUM(A1)', quantity: 1, price: null, maturity: '2031-01-01' },
        { id: '3', name: '\t-2', quantity: 1, price: null, maturity: '2031-01-01' },
        { id: '4', name: 'GS 2033 - strip', quantity: 1, price: null, maturity: '2031-01-01' },
      ],
      bondColumns,
    );
    const names = csv.split('\r\n').slice(1, 5);
    expect(names[0]).toBe(`' =1+1,-5,99.5,2030-05-01`);
    expect(names[1]).toMatch(/^"'\n@SUM\(A1\)"/);
    expect(names[2]).toMatch(/^'\t-2,/);
    expect(names[3]).toMatch(/^GS 2033 - strip,/);
  });

  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('builds a ZIP whose entries read back', () => {
    const files = readStoredZip(
      storedZip([
        { name: 'a.txt', content: new TextEncoder().encode('hello') },
        { name: 'dir/b.txt', content: new TextEncoder().encode('') },
      ]),
    );
    expect([...files]).toEqual([
      ['a.txt', 'hello'],
      ['dir/b.txt', ''],
    ]);
  });

  it('writes an XLSX workbook with numbers as numbers and escaped text', () => {
    const files = readStoredZip(
      xlsxWorkbook(
        'Holdings: today',
        ['Bond', 'Quantity'],
        [
          ['A & B <1>', 100000],
          [null, 2.5],
        ],
      ),
    );
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Holdings  today"');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">A &amp; B &lt;1&gt;</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>100000</v></c>');
    expect(sheet).toContain('<row r="3"><c r="B3"><v>2.5</v></c></row>');
  });
});
