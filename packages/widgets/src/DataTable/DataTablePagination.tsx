import { useId } from 'react';

export interface DataTablePaginationProps {
  page: number;
  pageSize: number;
  rowCount: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Server-side paging: rows per page, previous and next, and where the user is. */
export function DataTablePagination({
  page,
  pageSize,
  rowCount,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: DataTablePaginationProps) {
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const first = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(rowCount, page * pageSize);
  return (
    <nav className="bk-data-table__pagination" aria-label="Pagination">
      <label htmlFor={`${id}-size`}>Rows per page</label>
      <select
        id={`${id}-size`}
        value={pageSize}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
      >
        {pageSizeOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span aria-live="polite">
        {first}–{last} of {rowCount}
      </span>
      <button
        type="button"
        className="bk-data-table__button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous page
      </button>
      <span>
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="bk-data-table__button"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
