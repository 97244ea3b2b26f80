import { useSyncExternalStore } from 'react';
import { DISPLAY_CURRENCIES, type DisplayCurrency, type UiLanguage } from '@app/shared';
import { activeLanguage } from './i18n/active-language';

/** Where the visitor's choice of a second currency is kept between visits ('none': dollars only). */
const STORAGE_KEY = 'displayCurrency';

/** Until the visitor chooses: the currency most readers of a language think in; English: dollars only. */
const BY_LANGUAGE: Partial<Record<UiLanguage, DisplayCurrency>> = { de: 'EUR', fr: 'EUR', ru: 'RUB', zh: 'CNY', si: 'LKR', ta: 'LKR' };

export type CurrencyChoice = DisplayCurrency | 'none';

const listeners = new Set<() => void>();

function stored(): CurrencyChoice | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'none' || (DISPLAY_CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CurrencyChoice) : null;
  } catch {
    return null;
  }
}

/** Whether this browser keeps a choice of its own (a server-rendered page assumed none: decision 096). */
export function hasCurrencyChoice(): boolean {
  return stored() !== null;
}

function current(): CurrencyChoice {
  return stored() ?? BY_LANGUAGE[activeLanguage()] ?? 'none';
}

export function chooseDisplayCurrency(choice: CurrencyChoice): void {
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    /* private mode: the choice lasts while the page is open */
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The second currency approximate amounts are shown in, and a way to change it. */
export function useDisplayCurrency(): [CurrencyChoice, (choice: CurrencyChoice) => void] {
  const choice = useSyncExternalStore(subscribe, current, () => 'none' as const);
  return [choice, chooseDisplayCurrency];
}
