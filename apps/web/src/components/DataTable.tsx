import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cell (width, alignment). */
  className?: string;
  /**
   * How the column shows on phones, where each row is a card: 'title' heads the card without a
   * label, 'actions' closes it below a rule, 'hidden' leaves it out; by default a label/value line.
   */
  phone?: 'title' | 'actions' | 'hidden';
  /** Only on phones (a compact summary of columns the card leaves out). */
  phoneOnly?: boolean;
}

const PHONE_CELL: Record<NonNullable<Column<unknown>['phone']> | 'line', string> = {
  title: 'max-md:block max-md:pb-2 max-md:text-base max-md:font-semibold max-md:text-slate-900',
  actions: 'max-md:mt-2 max-md:flex max-md:border-t max-md:border-slate-100 max-md:pt-3',
  hidden: 'max-md:hidden',
  line:
    'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right ' +
    'max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]',
};

/**
 * A table on tablets and desktops; on phones each row becomes a card of label/value lines, so a
 * 360 px screen never scrolls sideways.
 */
export function DataTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  rowClassName,
  dense = false,
}: {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  rowClassName?: (row: T) => string;
  /** Tighter cells, for a list the office scans many rows of on a laptop (the bookings). */
  dense?: boolean;
}) {
  const pad = dense ? 'md:px-2.5 md:py-2' : 'md:px-4 md:py-3';
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table className="w-full text-left text-sm text-slate-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${dense ? 'px-2.5 py-2' : 'px-4 py-3'} whitespace-nowrap ${column.phoneOnly ? 'md:hidden' : ''} ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`align-top max-md:block max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column) => {
                const content = column.cell(row);
                const phone = content === null ? PHONE_CELL.hidden : PHONE_CELL[column.phone ?? 'line'];
                return (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`${pad} ${phone} ${column.phoneOnly ? 'md:hidden' : ''} ${column.className ?? ''}`}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
