import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n/I18nProvider';
import { translateSentence } from '../lib/i18n/translate';

const inputLook =
  'block w-full rounded-lg border border-slate-300 bg-white py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'hover:border-slate-400 focus:border-teal-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 disabled:bg-slate-100';

export const inputClass = `${inputLook} px-3`;

/**
 * A date or time input: narrower padding, so "10:00 AM" and its clock fit the 8.25 rem column a
 * phone's date and time row gives the time, and the date the rest (issue 26: the times read
 * "10:00 A"). See DATE_TIME_GRID.
 */
export const dateTimeInputClass = `${inputLook} px-2`;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A labelled control with its hint and its error underneath. The error is a live alert, so a
 * screen reader announces it when it appears, and the control points at it; in a form with an
 * ErrorSummary (`announce={false}`) the summary is the one announcement and the error stays quiet.
 * Errors arrive as the shared schemas' English sentences and are shown in the page's language.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required = false,
  announce = true,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  announce?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const m = useMessages();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700">
          {translateSentence(m, error)}
        </p>
      )}
    </div>
  );
}
