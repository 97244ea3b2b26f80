/**
 * Ratings as numbers, apart from the review schemas so a page that only shows a rating (the home
 * page's line) carries no schema code (decision 097).
 */

/** The carousel shows real reviews once this many published ones have a comment (issue 29). */
export const FEATURED_REVIEWS_MIN = 5;
/** How many the carousel shows at most. */
export const FEATURED_REVIEWS_MAX = 10;

/**
 * The average of `count` ratings adding up to `sum`, to one decimal (null when there are none):
 * the one rounding rule of every rating (vehicles, drivers, the home page's line). Integers in:
 * a quotient of integers that is exactly a half is exact in floating point, so 89/20 rounds up to
 * 4.5 on every engine and in every language.
 */
export function ratingOf(sum: number, count: number): { average: number | null; count: number } {
  return { average: count > 0 ? Math.round((sum * 10) / count) / 10 : null, count };
}

/** An average as `locale` writes it, always with its one decimal: `4.0`, `4,5` in German. */
export function formatRatingIn(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
