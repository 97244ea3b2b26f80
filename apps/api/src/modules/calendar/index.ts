/**
 * The calendar module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns `calendar_feeds` (migration 038): each driver's private feed secret. The events are the
 * bookings module's trips (its face's `listCalendarTripsOfDriver`, `findCalendarTrip`; decision 108).
 */

/** Reaction (outbox): the `.ics` attached to the booker's confirmation e-mail. */
export { calendarAttachmentsOf } from './service';
