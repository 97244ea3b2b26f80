import type { ReactNode } from 'react';

/** Labelled facts on a tinted card, label beside value (a booking's in the dialogs that act on it); `Fact`s inside. */
export function FactList({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-xl bg-slate-50 px-4 py-3" data-testid={testId}>
      {children}
    </dl>
  );
}

/** One fact of a `FactList`: its label, and its value (`className` adds to the value's look). */
export function Fact({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className={`font-medium text-slate-900 ${className}`.trim()}>{children}</dd>
    </>
  );
}
