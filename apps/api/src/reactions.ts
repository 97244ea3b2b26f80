import { bookingMailReactions } from './modules/booking-mails';
import { EventBus } from './modules/events';
import { liveReactions } from './modules/live';
import { moneyReactions } from './modules/money';
import { bookingMailLinks } from './modules/notifications';
import { reviewReactions } from './modules/reviews';

/**
 * Who reacts to the domain events, and in what order (decision 092): the wiring lives here, above
 * the modules, so a module that publishes (bookings, money) knows none of its subscribers. A new
 * reaction (a review request, a calendar update, the live stream) is its own module's
 * `Subscriptions`, added to this list; the publishing module is not edited.
 *
 * Reactions run in the publishing transaction in this order: money first, so what a cancellation
 * owes is written before the e-mails that state it; the review request of a completed trip
 * (issue 29, decision 094) comes after the trip's own e-mails; the live log (decision 109) last.
 */
export function domainEvents(config: { publicUrl: string }): EventBus {
  const links = bookingMailLinks(config.publicUrl);
  return new EventBus([moneyReactions, bookingMailReactions(links), reviewReactions(links), liveReactions]);
}
