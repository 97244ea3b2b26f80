import { formatDateIn, itineraryDayLines, type Booking, type UiLanguage } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { treeIn } from './i18n';

/** The route's words as the pages have them (`itineraryUi`), localized per language by the server. */
const ROUTE_WORDS = { itineraryUi: PAGE_MESSAGES.itineraryUi };

/**
 * A round trip's route as text for the e-mails and the receipt (issue 31): a heading with the
 * kilometres and nights, then a line a day from the shared `itineraryDayLines`; null for a trip
 * without one. Shared by the notifications and money modules, so neither imports the other.
 */
export function routeText(b: Pick<Booking, 'itinerary' | 'pickupDate'>, lang: UiLanguage): { heading: string; days: string[] } | null {
  const plan = b.itinerary;
  if (!plan || plan.legs.length === 0) return null;
  const T = treeIn(ROUTE_WORDS, lang).itineraryUi;
  return {
    heading: `${T.title} (${T.summary(plan.totalKm, plan.nights)})`,
    days: itineraryDayLines(plan, b.pickupDate, T, lang, (date) => formatDateIn(date, lang, 'short')),
  };
}
