import { useState } from 'react';
import { BASE_CURRENCY, amountProblemText, convertFromUsd, convertToUsd, formatMoneyIn, formatTypedAmount, parseTypedAmount, type ParsedAmount } from '@app/shared';
import { formatPrice } from '../lib/format';
import { activeLocale } from '../lib/i18n/active-language';
import { useMessages } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';
import { usePublicPricing } from '../lib/pricing';

export interface TypedAmount {
  text: string;
  setText: (text: string) => void;
  parsed: ParsedAmount;
  /** Why what was typed is not taken, once the field was left or the form sent; undefined otherwise. */
  error: string | undefined;
  /** Shows the error, if any (on leaving the field, on submit). */
  reveal: () => void;
  clear: () => void;
}

/**
 * An amount field's state, read the way the page's language writes numbers for `currency`
 * (the shared `parseTypedAmount`, decision 077): `52,800` rupees is 52800, `52.800` is refused.
 */
export function useTypedAmount(currency: string, initial: number | null = null): TypedAmount {
  const m = useMessages().money.amountInput;
  // A suggested amount (what is due) is written as the page's language writes it, so it reads back as typed.
  const [text, setText] = useState(() => (initial === null ? '' : formatTypedAmount(initial, { locale: activeLocale(), currency })));
  const [revealed, setRevealed] = useState(false);
  const locale = activeLocale();
  const parsed = parseTypedAmount(text, { locale, currency });
  const error = revealed && !parsed.ok ? amountProblemText(parsed.problem, { typed: text, locale, currency }, m) : undefined;
  return {
    text,
    setText: (next) => {
      setText(next);
      // A fresh edit gets a fresh chance: the error comes back when the field is left again.
      setRevealed(false);
    },
    parsed,
    error,
    reveal: () => setRevealed(true),
    clear: () => {
      setText('');
      setRevealed(false);
    },
  };
}

/**
 * What will be recorded, before it is saved: "LKR 52,800.00 = $176.00" at the policy's rate (the
 * server converts at the same one); dollars with their rupees ("$176.00 (≈ LKR 52,800)").
 */
export function AmountPreview({ typed, currency, id }: { typed: TypedAmount; currency: string; id?: string }) {
  const m = useMessages().money.amountInput;
  const approx = usePageMessages().bookingUi.currency.approx;
  const { data: pricing } = usePublicPricing();
  if (!typed.parsed.ok) return null;
  const locale = activeLocale();
  const amount = typed.parsed.amount;
  let text: string;
  if (currency === BASE_CURRENCY) {
    const lkr = pricing?.currencies.find((c) => c.code === 'LKR');
    text = lkr ? m.previewApprox(formatPrice(amount), approx(formatMoneyIn(convertFromUsd(amount, lkr.perUsd), 'LKR', locale, { whole: true }))) : formatPrice(amount);
  } else {
    const rate = pricing?.currencies.find((c) => c.code === currency);
    const shown = formatMoneyIn(amount, currency, locale);
    text = rate ? m.preview(shown, formatPrice(convertToUsd(amount, rate.perUsd))) : shown;
  }
  return (
    <p id={id} className="mt-1 text-sm font-medium text-slate-800" aria-live="polite" data-testid="amount-preview">
      {text}
    </p>
  );
}
