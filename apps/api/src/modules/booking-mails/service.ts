import { MESSAGES, type Booking } from '@app/shared';
import type { Queryable } from '../../db/database';
import { notFound } from '../../lib/errors';
import { findBooking } from '../bookings';
import type { Subscriptions } from '../events';
import { cancellationRefundOf, ledgerOf } from '../money';
import {
  accountMailLanguage,
  bookingExpiredMail,
  conditionReportMail,
  depositReminderMail,
  driverChangedMails,
  enqueue,
  notificationsFor,
  recipientOf,
  scheduleChangedMails,
  type BookingMailLinks,
  type MailRecipient,
  type Outgoing,
} from '../notifications';
import { findUserById } from '../users';

/*
 * What the people of a booking are told when it changes (decision 092): the bookings module
 * publishes what happened, and these reactions queue the e-mails in the same transaction. They go
 * to the accounts' own addresses (the booker's and the driver's), never to the contact e-mail typed
 * into the booking form: that one is shown to staff only, or anyone could make the server mail any
 * address.
 */

async function bookingOf(tx: Queryable, id: string): Promise<Booking> {
  const booking = await findBooking(tx, id);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  return booking;
}

/** The booker's account as a recipient: its address, in its language (English if it is gone). */
export async function bookerOf(tx: Queryable, booking: Booking): Promise<MailRecipient> {
  const account = await findUserById(tx, booking.userId._id);
  return { email: booking.userId.email, lang: accountMailLanguage(account) };
}

/** An account as a recipient, or none (no id, or the account is gone). */
async function accountOf(tx: Queryable, id: string | null | undefined): Promise<MailRecipient | undefined> {
  const account = id ? await findUserById(tx, id) : undefined;
  return account && recipientOf(account);
}

/** The booking's e-mails for a step of its life, to its tourist and its driver. */
async function tell(tx: Queryable, booking: Booking, mails: (tourist: MailRecipient, driver: MailRecipient | undefined) => Outgoing[] | Promise<Outgoing[]>) {
  const tourist = await bookerOf(tx, booking);
  const driver = await accountOf(tx, booking.driverId?._id);
  await enqueue(tx, booking._id, await mails(tourist, driver));
}

/** The e-mails' reactions to the bookings module's events, with the links they carry. */
export function bookingMailReactions(links: BookingMailLinks): Subscriptions {
  return {
    'booking.created': async (tx, event) => {
      const booking = await bookingOf(tx, event.bookingId);
      await tell(tx, booking, (tourist, driver) => notificationsFor('received', booking, { tourist, driver }, links));
    },
    'booking.statusChanged': async (tx, event) => {
      // A step staff take back tells nobody; the trip's own steps between pickup and return neither.
      if (event.correction || (event.to !== 'confirmed' && event.to !== 'completed')) return;
      const booking = await bookingOf(tx, event.bookingId);
      // A completed trip's e-mail is its final receipt, with every payment and refund.
      const payments = event.to === 'completed' ? await ledgerOf(tx, booking._id) : [];
      await tell(tx, booking, (tourist, driver) => notificationsFor(event.to as 'confirmed' | 'completed', booking, { tourist, driver }, links, payments));
    },
    'booking.cancelled': async (tx, event) => {
      const booking = await bookingOf(tx, event.bookingId);
      if (event.cause === 'depositDeadline') {
        // The system's cancellation: what came in of the deposit is refunded in full (the money module has written it).
        await tell(tx, booking, (tourist) => [bookingExpiredMail(booking, tourist, links)]);
        return;
      }
      // The cancellation e-mail states the refund by the booking's tiers, as the money module promised it.
      const refund = await cancellationRefundOf(tx, booking._id, Date.parse(event.at));
      await tell(tx, booking, (tourist, driver) => notificationsFor('cancelled', booking, { tourist, driver }, links, [], refund));
    },
    'booking.driverChanged': async (tx, event) => {
      const booking = await bookingOf(tx, event.bookingId);
      const tourist = await bookerOf(tx, booking);
      const [previousDriver, newDriver] = [await accountOf(tx, event.previousDriverId), await accountOf(tx, event.driverId)];
      await enqueue(tx, booking._id, driverChangedMails(booking, { tourist, previousDriver, newDriver }, links));
    },
    'booking.scheduleChanged': async (tx, event) => {
      const booking = await bookingOf(tx, event.bookingId);
      await tell(tx, booking, (tourist, driver) => {
        const mails = scheduleChangedMails(booking, { tourist, driver }, links);
        // An approved request of the tourist's: the date-changes module's approval e-mail tells them instead.
        return event.dateChangeRequest ? mails.filter((mail) => mail.kind !== 'booking_changed') : mails;
      });
    },
    'handover.recorded': async (tx, event) => {
      // The tourist's copy of the condition report both sides signed (decision 112): attached when it goes out.
      const booking = await bookingOf(tx, event.bookingId);
      await tell(tx, booking, (tourist) => [conditionReportMail(event.kind, booking, tourist, links, event.at)]);
    },
    'booking.depositReminderDue': async (tx, event) => {
      const booking = await bookingOf(tx, event.bookingId);
      await tell(tx, booking, (tourist) => [depositReminderMail(booking, tourist, links)]);
    },
  };
}
