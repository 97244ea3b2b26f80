import { isBookingStatus, messageByCode, type BookingStatus } from '@app/shared';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import type { PageMessages } from '../../../lib/i18n/page-messages';

/** Refusals that mean "not in this state": with the trip's status known, they say which state. */
const NOT_NOW_CODES = new Set(['money.cashNotUnderWay', 'money.odometerFrozen', 'handoversApi.handoverNotNow', 'handoversApi.returnNotNow']);

/** A trip's steps in their order. */
const STEP_ORDER: readonly BookingStatus[] = ['pending', 'confirmed', 'picked_up', 'en_route', 'completed'];

/** What the office did to the trip, from the status it is in now; undefined when that says nothing more. */
function officeMove(from: BookingStatus, m: PageMessages): string | undefined {
  const T = m.driverOfflineUi;
  if (from === 'cancelled') return T.refusedCancelled;
  if (from === 'completed') return T.refusedCompleted;
  if (from === 'pending') return T.refusedNotConfirmed;
  return undefined;
}

/**
 * Why the server refused a driver's change, in the driver's language and words (decision 113):
 * "The office cancelled this trip" rather than the API's "Cannot change a booking from cancelled
 * to picked_up". Read from the refusal's code (and, for a step, the status the trip was in);
 * `tripStatus`, the trip as last read, names what happened when the code alone cannot (cash
 * refused as "not under way" on a trip the office cancelled). Anything else is the server's own
 * sentence through the catalog.
 */
export function refusalText(error: unknown, m: PageMessages, tripStatus?: BookingStatus): string {
  if (!isApiError(error)) return errorText(error);
  const T = m.driverOfflineUi;
  const code = error.code?.code;
  if (code === 'api.illegalTransition') {
    const from = error.code?.params?.from;
    const to = error.code?.params?.to;
    if (!isBookingStatus(from)) return T.refusedChanged;
    const moved = officeMove(from, m);
    if (moved) return moved;
    // Already at (or past) the step asked for, or still before the one it follows.
    return STEP_ORDER.indexOf(from) >= STEP_ORDER.indexOf(isBookingStatus(to) ? to : from) ? T.refusedMovedOn(m.statusLabels[from]) : T.refusedNotYet(m.statusLabels[from]);
  }
  if (code === 'api.notYourBooking' || code === 'handoversApi.notYourTrip' || (!code && error.status === 403)) return T.refusedReassigned;
  if (code === 'api.bookingNotFound' || (!code && error.status === 404)) return T.refusedGone;
  if (code && NOT_NOW_CODES.has(code) && tripStatus) {
    const moved = officeMove(tripStatus, m);
    if (moved) return moved;
  }
  if (code?.startsWith('handoversApi.')) return messageByCode(m, code, error.code?.params) ?? errorText(error);
  if (!code && error.status === 409) return T.refusedChanged;
  return errorText(error);
}
