import { convertFromUsd, formatMoneyIn, type DisplayCurrency } from '@app/shared';
import { useDisplayCurrency } from '../lib/display-currency';
import { formatShortDay } from '../lib/format';
import { activeLocale } from '../lib/i18n/active-language';
import { usePageMessages } from '../lib/i18n/page-messages';
import { usePublicPricing } from '../lib/pricing';

/**
 * A dollar amount also in the visitor's chosen currency, at the admin's rate, marked as
 * approximate ("≈ €41", its rate and date on hover and for screen readers). Nothing while no
 * second currency is chosen or the rates have not loaded. `currency` fixes the currency whatever
 * the visitor chose: drivers and the office count in rupees (issue 26).
 */
export function ApproxAmount({ usd, currency, className = '' }: { usd: number; currency?: DisplayCurrency; className?: string }) {
  const m = usePageMessages();
  const [chosen] = useDisplayCurrency();
  const choice = currency ?? chosen;
  const { data: pricing } = usePublicPricing(choice !== 'none');
  const rate = choice === 'none' ? undefined : pricing?.currencies.find((c) => c.code === choice);
  if (!rate) return null;
  const locale = activeLocale();
  const amount = formatMoneyIn(convertFromUsd(usd, rate.perUsd), rate.code, locale, { whole: true });
  const title = m.bookingUi.currency.approxTitle(formatMoneyIn(rate.perUsd, rate.code, locale), formatShortDay(rate.setAt.slice(0, 10)));
  return (
    <span className={className} title={title} data-testid="approx-amount">
      <span aria-hidden="true">{m.bookingUi.currency.approx(amount)}</span>
      <span className="sr-only">{`${m.bookingUi.currency.approx(amount)}. ${title}`}</span>
    </span>
  );
}
