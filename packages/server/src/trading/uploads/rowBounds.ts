import { ApiProblem } from '../../errors/ApiProblem';
import { uploadLimits } from './uploadLimits';

/** Receives each non-blank row of an upload in order; throws to stop reading. */
export type RowSink = (cells: string[]) => void;

/** Throws the `file` field's 400 when a row has more columns, or a cell more characters, than allowed. */
export function checkRowShape(cells: readonly string[]): void {
  if (cells.length > uploadLimits.columns)
    throw ApiProblem.field('file', `At most ${uploadLimits.columns} columns per row.`);
  for (const cell of cells) {
    if (cell.length > uploadLimits.cellCharacters)
      throw ApiProblem.field('file', `A cell holds more than ${uploadLimits.cellCharacters} characters.`);
  }
}
