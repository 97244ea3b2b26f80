import { useId } from 'react';
import { DISPLAY_CURRENCIES } from '@app/shared';
import { useDisplayCurrency, type CurrencyChoice } from '../lib/display-currency';
import { usePageMessages } from '../lib/i18n/page-messages';

const SELECT =
  'block h-10 max-w-full min-w-0 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs hover:border-slate-400 focus:border-teal-600';

/** Which second currency approximate amounts are shown in (kept in this browser). */
export function CurrencyPicker({ className = '' }: { className?: string }) {
  const m = usePageMessages();
  const id = useId();
  const [choice, choose] = useDisplayCurrency();
  return (
    // The label and the list wrap onto two lines where they do not fit side by side (a narrow
    // column, a long label in German or Sinhala); the list is never narrower than its choice.
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <label htmlFor={id} className="min-w-0 text-sm font-medium text-slate-700">
        {m.bookingUi.currency.label}
      </label>
      <select id={id} value={choice} onChange={(event) => choose(event.target.value as CurrencyChoice)} className={SELECT} data-testid="currency-picker">
        <option value="none">{m.bookingUi.currency.none}</option>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
