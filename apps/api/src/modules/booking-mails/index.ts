/**
 * The booking-mails module's face (docs/architecture/modules.md): the e-mails a booking's people
 * get when it changes, as reactions to the bookings module's events (decision 092). Owns no table:
 * it queues through the notifications module.
 */

/** Reactions: wired into the event bus by apps/api/src/reactions.ts. */
export { bookingMailReactions } from './service';
/** Query: a booking's tourist as a recipient (the date-changes module's own e-mails). */
export { bookerOf } from './service';
