import { uploadRowShapeProblem } from '@bondkit/core/internal';
import { ApiProblem } from '../../errors/ApiProblem';

/** Receives each non-blank row of an upload in order; throws to stop reading. */
export type RowSink = (cells: string[]) => void;

/** Throws the `file` field's 400 when a row has more columns, or a cell more characters, than allowed. */
export function checkRowShape(cells: readonly string[]): void {
  const problem = uploadRowShapeProblem(cells);
  if (problem !== undefined) throw ApiProblem.field('file', problem);
}
