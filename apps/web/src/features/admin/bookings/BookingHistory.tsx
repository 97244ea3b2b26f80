import { bookingStatusLabel, itineraryPlaceName, type BookingEvent, type UiLanguage } from '@app/shared';
import { Loading } from '../../../components/Spinner';
import { describePayment } from '../../../lib/payment-event';
import { useBookingHistory } from '../api';
import { formatDdMmYy, formatInstant, formatPrice } from '../../../lib/format';
import { ListError } from '../../../components/ListStates';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { useLanguage } from '../../../lib/i18n/I18nProvider';

const DOT: Record<string, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-teal-600',
  picked_up: 'bg-sky-600',
  en_route: 'bg-indigo-600',
  completed: 'bg-emerald-600',
  cancelled: 'bg-slate-500',
};

/** Staff changes that are not a status moving on get a ring in the colour of where they left the booking. */
const KIND_RING: Record<BookingEvent['kind'], string> = {
  status: 'ring-white',
  driver: 'ring-teal-100',
  schedule: 'ring-amber-100',
  correction: 'ring-red-100',
  odometer: 'ring-amber-100',
  expiry: 'ring-amber-100',
  payment: 'ring-emerald-100',
};

function who(event: BookingEvent, m: PageMessages): string {
  if (!event.actor) return m.staffUi.historyBySystem;
  return m.staffUi.historyBy(event.actor.username, m.staffBookingsUi.history.actorRoles[event.actor.role]);
}

/** One line of the audit trail, in words: what happened, who did it and which driver it concerned. */
export function describeEvent(event: BookingEvent, m: PageMessages): string {
  const T = m.staffUi;
  const H = m.staffBookingsUi.history;
  const status = (value: unknown) => bookingStatusLabel(value, m.statusLabels);
  switch (event.kind) {
    case 'driver': {
      const to = event.driver?.username ?? '—';
      const what = event.previousDriver ? T.historyDriverChanged(event.previousDriver.username, to) : T.historyDriverSet(to);
      return H.line(what, who(event, m));
    }
    case 'schedule':
      return H.line(T.historyScheduleChanged, who(event, m));
    case 'correction':
      return H.line(T.historyCorrected(status(event.fromStatus), status(event.toStatus)), who(event, m));
    case 'odometer':
      return H.line(T.historyOdometerCorrected, who(event, m));
    case 'expiry':
      return H.expired(status(event.fromStatus), status(event.toStatus));
    case 'payment':
      return event.payment ? H.line(describePayment(event.payment, m), who(event, m)) : '';
    default: {
      const what = event.fromStatus === null ? H.received(status(event.toStatus)) : H.moved(status(event.fromStatus), status(event.toStatus));
      return event.driver ? H.lineWithDriver(what, who(event, m), event.driver.username) : H.line(what, who(event, m));
    }
  }
}

/** What a change changed, one line each (old -> new), and why, when staff said. */
export function eventDetails(event: BookingEvent, m: PageMessages, lang: UiLanguage = 'en'): string[] {
  const T = m.staffUi;
  const lines: string[] = [];
  const schedule = event.kind === 'schedule' ? event.schedule : null;
  if (schedule) {
    const { before, after } = schedule;
    const moment = (date: string, time: string) => `${formatDdMmYy(date)} ${time}`;
    const pairs: [string, string, string][] = [
      [T.historyPickup, moment(before.pickupDate, before.pickupTime), moment(after.pickupDate, after.pickupTime)],
      [T.historyReturn, moment(before.returnDate, before.returnTime), moment(after.returnDate, after.returnTime)],
      [T.historyVehicle, before.vehicle, after.vehicle],
      [T.historyTotal, formatPrice(before.totalPrice), formatPrice(after.totalPrice)],
    ];
    for (const [what, old, now] of pairs) if (old !== now) lines.push(T.historyChange(what, old, now));
    // A round trip's route, when the change gave it new stops or nights (issue 31).
    const route = (stops: typeof before.stops) => (stops ?? []).map((stop) => T.historyRouteStop(itineraryPlaceName(stop.placeId, lang), stop.nights)).join(', ') || '—';
    if ((before.stops || after.stops) && route(before.stops) !== route(after.stops)) lines.push(T.historyChange(T.historyRoute, route(before.stops), route(after.stops)));
  }
  const odometer = event.kind === 'odometer' ? event.odometer : null;
  if (odometer) {
    const km = (value: number | null) => (value === null ? '—' : T.historyKm(value));
    const pairs: [string, number | null, number | null][] = [
      [T.historyOdometerPickup, odometer.before.pickupKm, odometer.after.pickupKm],
      [T.historyOdometerReturn, odometer.before.returnKm, odometer.after.returnKm],
    ];
    for (const [what, old, now] of pairs) if (old !== now) lines.push(T.historyChange(what, km(old), km(now)));
  }
  if (event.reason) lines.push(T.historyReason(event.reason));
  return lines;
}

/** The booking's history, oldest first, for the admin. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const m = usePageMessages();
  const history = useBookingHistory(bookingId);
  const { lang } = useLanguage();
  if (history.isPending) return <Loading label={m.staffBookingsUi.history.loading} className="py-6" />;
  if (history.error) return <ListError error={history.error} />;
  if (history.data.length === 0) return <p className="text-sm text-slate-600">{m.staffBookingsUi.history.empty}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" aria-label={m.staffBookingsUi.detail.historyTitle}>
      {history.data.map((event, index) => {
        const details = eventDetails(event, m, lang);
        return (
          <li key={`${event.at}-${index}`} className="relative" data-kind={event.kind}>
            <span
              className={`absolute top-1.5 -left-[1.6rem] size-3 rounded-full ring-4 ${KIND_RING[event.kind] ?? 'ring-white'} ${DOT[event.toStatus] ?? 'bg-slate-400'}`}
              aria-hidden="true"
            />
            <p className="text-sm font-medium text-slate-900">{describeEvent(event, m)}</p>
            {details.length > 0 && (
              <div className="mt-1 space-y-0.5 text-sm break-words text-slate-700" data-testid="event-details">
                {details.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            )}
            <p className="text-xs text-slate-500">
              <time dateTime={event.at}>{formatInstant(event.at)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
