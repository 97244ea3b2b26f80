import { useId } from 'react';
import { DISPLAY_CURRENCIES } from '@app/shared';
import { useDisplayCurrency, type CurrencyChoice } from '../lib/display-currency';
import { usePageMessages } from '../lib/i18n/page-messages';
import { inputClass } from './Field';

/** Which second currency approximate amounts are shown in (kept in this browser). */
export function CurrencyPicker({ className = '' }: { className?: string }) {
  const m = usePageMessages();
  const id = useId();
  const [choice, choose] = useDisplayCurrency();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {m.bookingUi.currency.label}
      </label>
      <select id={id} value={choice} onChange={(event) => choose(event.target.value as CurrencyChoice)} className={`${inputClass} h-10 text-sm sm:w-auto`} data-testid="currency-picker">
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
