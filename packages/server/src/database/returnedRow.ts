/**
 * The row an INSERT or UPDATE … RETURNING wrote. Such a statement on a row the caller knows to exist returns
 * it; an empty answer means a concurrent delete or a wrong condition, a server fault: raised here as one,
 * rather than as a TypeError on `undefined` further on.
 */
export function returnedRow<Row>(rows: readonly Row[]): Row {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement returned no row where one was written.');
  return row;
}
