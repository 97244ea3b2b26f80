/**
 * A whole number (kilometres, an odometer reading) as `locale` writes it, with its thousands
 * separator: `42,000` in English, `42.000` in German, `42 000` in French and Russian. The one
 * formatter of counts the documents print (the condition report); sentences of the catalogs use
 * ICU's `{km, number}`, which formats the same way.
 */
export function formatWholeNumberIn(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true }).format(value);
}
