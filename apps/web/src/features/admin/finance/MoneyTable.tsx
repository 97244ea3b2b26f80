import type { ReactNode } from 'react';

/** The head of a finance table: what each row is (left), then the amounts' columns (right). */
export function MoneyTableHead({ rowLabel, amountLabels }: { rowLabel: string; amountLabels: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-xs font-semibold text-slate-500 uppercase">
      <tr>
        <th scope="col" className="px-3 py-2 text-left">
          {rowLabel}
        </th>
        {amountLabels.map((label, index) => (
          <th key={index} scope="col" className="px-3 py-2 text-right">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What a finance table's row is about (a day, a month), heading the row. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900">
      {children}
    </th>
  );
}
