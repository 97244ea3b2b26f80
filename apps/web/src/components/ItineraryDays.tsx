import { useId } from 'react';
import { addDays, itineraryDays, itineraryDuration, itineraryPlaceName, type ItineraryPlan } from '@app/shared';
import { Icon } from './Icon';
import { formatDay } from '../lib/format';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';

/**
 * A booking's round trip day by day (issue 31, decision 105): each day's date, its legs (from, to,
 * the places passed, kilometres and drive time) and where the night is spent, from the route the
 * booking kept (`itineraryDays`, the shared function the quote and the receipt read). The driver's
 * trip card and My Bookings show it; one column on a phone.
 */
export function ItineraryDays({
  itinerary,
  pickupDate,
  collapsible = false,
  headingLevel = 4,
}: {
  itinerary: ItineraryPlan;
  pickupDate: string;
  collapsible?: boolean;
  /** The level of its heading in the page's outline (a card's section: 4; a page's own section: 2). */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const m = usePageMessages();
  const T = m.itineraryUi;
  const { lang } = useLanguage();
  const headingId = useId();
  const name = (id: string) => itineraryPlaceName(id, lang);
  const duration = (minutes: number) => itineraryDuration(T, minutes);
  const days = itineraryDays(itinerary);
  // Where the tourist is on a day without driving: the place of the night before.
  const restingAt = (day: number) => days[day - 2]?.tonight ?? itinerary.stops[0]?.placeId ?? '';

  const list = (
    <ol className="mt-3 space-y-3">
      {days.map((d) => (
        <li key={d.day} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {T.day(d.day)} <span className="font-normal text-slate-600">· {formatDay(addDays(pickupDate, d.day - 1))}</span>
          </p>
          {d.legs.length === 0 ? (
            <p className="mt-1 text-slate-700">{T.noDriving(name(restingAt(d.day)))}</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {d.legs.map((leg, i) => (
                <li key={i} className="flex items-start gap-2 text-slate-700">
                  <Icon name="car" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{T.leg(name(leg.from), name(leg.to))}</p>
                    {leg.via.length > 0 && <p className="text-xs text-slate-600">{T.via(leg.via.map(name).join(', '))}</p>}
                    <p>{T.drive(leg.km, duration(leg.minutes))}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-1 flex items-start gap-2 text-slate-700">
            <Icon name="mapPin" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            <span>{d.tonight ? T.tonight(name(d.tonight)) : T.tripEnds}</span>
          </p>
        </li>
      ))}
    </ol>
  );
  const box = 'rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:p-4';
  const summary = <span className="text-xs text-slate-600">{T.summary(itinerary.totalKm, itinerary.nights)}</span>;

  if (collapsible) {
    return (
      <details className={`group ${box}`} data-testid="itinerary">
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-700">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
            <Icon name="chevronRight" className="size-4 transition-transform group-open:rotate-90" />
            {T.title}
          </span>
          {summary}
        </summary>
        {list}
      </details>
    );
  }
  return (
    <section aria-labelledby={headingId} className={`mt-4 ${box}`} data-testid="itinerary">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading id={headingId} className="text-sm font-semibold text-slate-900">
          {T.title}
        </Heading>
        {summary}
      </div>
      {list}
    </section>
  );
}
