import type { ReactNode } from 'react';
import { ScrollRegion } from '../../app/ScrollRegion';

/** A fact of a row's card: a term and its value. */
export interface CardFact<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/** A column of the table: its header, whether it holds numbers (right-aligned), and its cell. */
export interface TableColumn<Row> {
  header: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * Rows as cards on a phone and as a table on a wide screen (the CSS shows one of the two), written once: each
 * card has a title and its facts, the table its columns.
 */
export function CardsAndTable<Row>(props: {
  /** The list's accessible name ("Holdings"); the table's is "<label> table". */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  cardTitle: (row: Row) => ReactNode;
  facts: readonly CardFact<Row>[];
  columns: readonly TableColumn<Row>[];
}) {
  const { label, rows, rowKey, cardTitle, facts, columns } = props;
  return (
    <>
      <ul className="app-my-bonds-cards" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="app-client-eoi">
            <h3 className="app-client-eoi__title">{cardTitle(row)}</h3>
            <dl className="app-client-eoi__facts">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ScrollRegion label={`${label} table`} className="app-my-bonds-table">
        <table className="app-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'app-number' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'app-number' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
