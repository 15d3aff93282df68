import { spreadsheetMaximumRecordCharacters } from '@bondkit/core/contract';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { ApiProblem } from '../../errors/ApiProblem';
import { checkRowShape, type RowSink } from './rowBounds';

/** Bytes handed to the parser per step, so a large file is parsed between other requests. */
const chunkBytes = 64 * 1024;

/**
 * The longest raw row: every column at its longest cell, every character a doubled quote. A longer
 * record is refused by the parser before it is held whole.
 */

/**
 * Reads CSV (RFC 4180, comma-separated, optional BOM, ragged rows allowed) incrementally with csv-parse's
 * stream parser, handing each non-blank row to `sink`, which stops the read by throwing.
 */
export async function readCsvRows(bytes: Uint8Array, sink: RowSink): Promise<void> {
  const source = Readable.from(
    (function* chunks() {
      for (let offset = 0; offset < bytes.length; offset += chunkBytes)
        yield Buffer.from(
          bytes.buffer,
          bytes.byteOffset + offset,
          Math.min(chunkBytes, bytes.length - offset),
        );
    })(),
  );
  const parser = parse({
    bom: true,
    delimiter: ',',
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: spreadsheetMaximumRecordCharacters,
  });
  source.pipe(parser);
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      if (!row.some((cell) => cell.trim() !== '')) continue;
      checkRowShape(row);
      sink(row);
    }
  } catch (error) {
    source.destroy();
    parser.destroy();
    if (error instanceof ApiProblem) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw ApiProblem.field(
        'file',
        `A row is longer than ${spreadsheetMaximumRecordCharacters} characters.`,
      );
    const line = (error as { lines?: unknown }).lines;
    throw ApiProblem.field(
      'file',
      `The file is not readable CSV${typeof line === 'number' ? ` (line ${line})` : ''}: check its quotes.`,
    );
  }
}
