import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './Button';
import { usePageMessages } from '../lib/i18n/page-messages';

/** A staff form's last row: Cancel, back to `cancelTo` (its list), and the submit button, labelled by `children`. */
export function FormActions({ cancelTo, busy, className = '', children }: { cancelTo: string; busy: boolean; className?: string; children: ReactNode }) {
  const C = usePageMessages().staffAreaUi.common;
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row ${className}`.trim()}>
      <Link to={cancelTo} className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        {C.cancel}
      </Link>
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </div>
  );
}
