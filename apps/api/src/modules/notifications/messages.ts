import { CONTACT_DETAILS, formatPrice, languageNames, shortReference, type Booking } from '@app/shared';

export type NotificationKind =
  | 'booking_received'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_completed'
  | 'booking_driver_changed'
  | 'booking_changed'
  | 'driver_assigned'
  | 'driver_trip_cancelled'
  | 'driver_trip_changed'
  | 'account_created_by_staff'
  | 'password_reset'
  | 'password_changed'
  | 'registration_existing_account'
  | 'welcome';

export interface Outgoing {
  kind: NotificationKind;
  recipient: string;
  subject: string;
  body: string;
  /** Carries a secret (a reset link): redacted in the admin Outbox, and in storage once sent. */
  sensitive?: boolean;
}

const ref = (b: Booking) => shortReference(b._id);
const trip = (b: Booking) =>
  `${b.vehicleBrand} ${b.vehicleModel}, ${b.pickupDate} ${b.pickupTime} (${b.pickupPoint}) to ${b.returnDate} ${b.returnTime} (${b.returnPoint})`;
export const sign = `\n\nLankaRide · ${CONTACT_DETAILS.support}\n${CONTACT_DETAILS.address.join(', ')} · ${CONTACT_DETAILS.phone} · ${CONTACT_DETAILS.email}`;

/** Links the booking e-mails carry (absolute, from PUBLIC_URL). */
export interface BookingMailLinks {
  myBookings: string;
}

export function bookingMailLinks(publicUrl: string): BookingMailLinks {
  return { myBookings: `${publicUrl}/manage-bookings` };
}

/** What a tourist brings to the pickup, by driver option. */
function whatToBring(b: Booking): string {
  return b.driverOption === 'selfDrive'
    ? 'Please bring your passport, your driving licence and an international driving permit (or a Sri Lankan recognition permit).'
    : 'Please bring your passport; your driver will meet you at the pickup point.';
}

/** The trip, its total and where to follow it: the facts every booking e-mail to the tourist repeats. */
function summary(b: Booking, links: BookingMailLinks): string {
  return `Reference: ${ref(b)}\nTrip: ${trip(b)}\nTourists: ${b.numTourists}\nTotal: ${formatPrice(b.totalPrice)}\nYour bookings: ${links.myBookings}`;
}

/**
 * The e-mails one booking event sends, to the booker's account and, where concerned, the driver's.
 * Never to the contact e-mail typed into the booking form (`b.email`): staff see that one.
 */
export function notificationsFor(event: 'received' | 'confirmed' | 'cancelled' | 'completed', b: Booking, driverEmail: string | undefined, links: BookingMailLinks): Outgoing[] {
  const hello = `Dear ${b.name},\n\n`;
  switch (event) {
    case 'received':
      return [{
        kind: 'booking_received',
        recipient: b.userId.email,
        subject: `We received your booking ${ref(b)}`,
        body: `${hello}Thank you for booking with us. Your request is pending; we will confirm it shortly.\n\n${summary(b, links)}${sign}`,
      }];
    case 'confirmed': {
      const withDriver = b.driverId
        ? `Your driver is ${b.driverId.username} (${b.driverId.phone}${b.driverId.languages.length ? `; speaks ${languageNames(b.driverId.languages)}` : ''}).`
        : 'This is a self-drive booking.';
      const out: Outgoing[] = [{
        kind: 'booking_confirmed',
        recipient: b.userId.email,
        subject: `Your booking ${ref(b)} is confirmed`,
        body: `${hello}Good news: your booking is confirmed. ${withDriver}\n\n${summary(b, links)}\n\n${whatToBring(b)}${sign}`,
      }];
      if (b.driverId && driverEmail) out.push(driverAssignedMail(b, driverEmail));
      return out;
    }
    case 'cancelled': {
      const why = b.cancelReason ? `\nReason: ${b.cancelReason}` : '';
      const out: Outgoing[] = [{
        kind: 'booking_cancelled',
        recipient: b.userId.email,
        subject: `Your booking ${ref(b)} was cancelled`,
        body: `${hello}Your booking for the ${trip(b)} was cancelled.${why}\nIf this is unexpected, reply to this e-mail or call us.\n\n${summary(b, links)}${sign}`,
      }];
      if (b.driverId && driverEmail) out.push(driverReleasedMail(b, driverEmail, 'was cancelled'));
      return out;
    }
    case 'completed':
      return [{
        kind: 'booking_completed',
        recipient: b.userId.email,
        subject: `Thank you for travelling with us (${ref(b)})`,
        body: `${hello}Your trip with the ${b.vehicleBrand} ${b.vehicleModel} is complete. We hope you enjoyed Sri Lanka!${sign}`,
      }];
  }
}

function driverAssignedMail(b: Booking, driverEmail: string): Outgoing {
  return {
    kind: 'driver_assigned',
    recipient: driverEmail,
    subject: `New trip ${ref(b)}: ${b.pickupDate} from ${b.pickupPoint}`,
    body: `Hello ${b.driverId?.username ?? ''},\n\nYou have a new trip: ${trip(b)}.\nGuest: ${b.name}, ${b.phone}, ${b.numTourists} traveller(s).${b.specialRequests ? `\nSpecial requests: ${b.specialRequests}` : ''}${sign}`,
  };
}

function driverReleasedMail(b: Booking, driverEmail: string, what: string): Outgoing {
  return {
    kind: 'driver_trip_cancelled',
    recipient: driverEmail,
    subject: `Trip ${ref(b)} ${what}`,
    body: `Hello,\n\nThe trip ${trip(b)} ${what}; you are free for those dates.${sign}`,
  };
}

/** Another driver took the trip: the tourist meets the new one, the old one is free, the new one has a trip. */
export function driverChangedMails(b: Booking, emails: { previousDriver?: string; newDriver?: string }, links: BookingMailLinks): Outgoing[] {
  const driver = b.driverId;
  const out: Outgoing[] = [{
    kind: 'booking_driver_changed',
    recipient: b.userId.email,
    subject: `Your driver for booking ${ref(b)} has changed`,
    body: `Dear ${b.name},\n\nYour driver is now ${driver?.username ?? ''} (${driver?.phone ?? ''}${driver?.languages.length ? `; speaks ${languageNames(driver.languages)}` : ''}).\n\n${summary(b, links)}${sign}`,
  }];
  if (emails.previousDriver) out.push(driverReleasedMail(b, emails.previousDriver, 'went to another driver'));
  if (emails.newDriver) out.push(driverAssignedMail(b, emails.newDriver));
  return out;
}

/** New dates, vehicle or price: the tourist sees the trip as it is now, the driver too. */
export function scheduleChangedMails(b: Booking, driverEmail: string | undefined, links: BookingMailLinks): Outgoing[] {
  const out: Outgoing[] = [{
    kind: 'booking_changed',
    recipient: b.userId.email,
    subject: `Your booking ${ref(b)} was changed`,
    body: `Dear ${b.name},\n\nWe changed your booking. Here it is as it stands now:\n\n${summary(b, links)}\n\n${whatToBring(b)}${sign}`,
  }];
  if (driverEmail) {
    out.push({
      kind: 'driver_trip_changed',
      recipient: driverEmail,
      subject: `Trip ${ref(b)} was changed`,
      body: `Hello ${b.driverId?.username ?? ''},\n\nThe trip is now: ${trip(b)}.${sign}`,
    });
  }
  return out;
}
