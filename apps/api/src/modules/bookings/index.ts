/**
 * The bookings module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `bookings`, `booking_events` and `idempotency_keys` tables.
 */

/** Queries. */
export { findBooking, findBookingPeriod, driverHasActiveBookings, lockBooking, partiesOfBooking, termsOf } from './repo';
export { listTripsOfDriver } from './service';
/** Command of the handovers module (decision 112): a trip's step, in the form's transaction. */
export { moveTripStatus } from './service';
/** Bookings as calendar events (decision 108): the calendar module's feeds and `.ics` files. */
export { findCalendarTrip, listCalendarTripsOfDriver, type CalendarTrip } from './repo';
/**
 * Commands the money module writes a booking's money facts with: the refund a cancellation
 * promises, the odometer readings and a staff correction of them in the history.
 */
export { insertOdometerEvent, setOdometer, setRefundPromise, type OdometerReadings } from './repo';
/** Queries of the documents module (decision 107): trips whose documents are due a reminder, or past their keeping time. */
export { selfDriveTripsStartingBetween, tripsEndedBefore } from './repo';
/** Command of the retention sweep (modules/retention): a finished trip's contact details go. */
export { FORGOTTEN_CONTACT, forgetContactOfTripsEndedBefore } from './repo';
/** Commands used by the date-changes module (an approved request moves the trip like staff do). */
export { applyScheduleChange, schedulePrice } from './staff-service';
/** The pending-deposit sweeper (expiry and reminders), run by the server process and the tests' clock. */
export { startPendingDepositSweeper, sweepPendingDeposits, type SweepResult } from './pending-deposits-worker';
