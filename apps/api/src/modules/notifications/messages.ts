import { formatPrice, type Booking } from '@app/shared';
import type { Queryable } from '../../db/database';

export type NotificationKind =
  | 'booking_received'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_completed'
  | 'driver_assigned'
  | 'driver_trip_cancelled';

interface Outgoing {
  kind: NotificationKind;
  recipient: string;
  subject: string;
  body: string;
}

const ref = (b: Booking) => b._id.slice(0, 6).toUpperCase();
const trip = (b: Booking) =>
  `${b.vehicleBrand} ${b.vehicleModel}, ${b.pickupDate} ${b.pickupTime} (${b.pickupPoint}) to ${b.returnDate} ${b.returnTime} (${b.returnPoint})`;
const sign = '\n\nLankaRide · 24/7 Customer Support';

/** The e-mails one booking event sends, to the tourist and, where concerned, the driver. */
export function notificationsFor(event: 'received' | 'confirmed' | 'cancelled' | 'completed', b: Booking, driverEmail?: string): Outgoing[] {
  const hello = `Dear ${b.name},\n\n`;
  switch (event) {
    case 'received':
      return [{
        kind: 'booking_received',
        recipient: b.email,
        subject: `We received your booking ${ref(b)}`,
        body: `${hello}Thank you for booking with us. Your request for the ${trip(b)} is pending; we will confirm it shortly.\nEstimated total: ${formatPrice(b.totalPrice)}.${sign}`,
      }];
    case 'confirmed': {
      const withDriver = b.driverId
        ? `Your driver is ${b.driverId.username} (${b.driverId.phone}${b.driverId.languages.length ? `; speaks ${b.driverId.languages.join(', ')}` : ''}).`
        : 'This is a self-drive booking: please bring your driving licence and an international driving permit.';
      const out: Outgoing[] = [{
        kind: 'booking_confirmed',
        recipient: b.email,
        subject: `Your booking ${ref(b)} is confirmed`,
        body: `${hello}Good news: your booking for the ${trip(b)} is confirmed. ${withDriver}${sign}`,
      }];
      if (b.driverId && driverEmail) {
        out.push({
          kind: 'driver_assigned',
          recipient: driverEmail,
          subject: `New trip ${ref(b)}: ${b.pickupDate} from ${b.pickupPoint}`,
          body: `Hello ${b.driverId.username},\n\nYou have a new trip: ${trip(b)}.\nGuest: ${b.name}, ${b.phone}, ${b.numTourists} traveller(s).${b.specialRequests ? `\nSpecial requests: ${b.specialRequests}` : ''}${sign}`,
        });
      }
      return out;
    }
    case 'cancelled': {
      const out: Outgoing[] = [{
        kind: 'booking_cancelled',
        recipient: b.email,
        subject: `Your booking ${ref(b)} was cancelled`,
        body: `${hello}Your booking for the ${trip(b)} was cancelled. If this is unexpected, reply to this e-mail or call us.${sign}`,
      }];
      if (b.driverId && driverEmail) {
        out.push({
          kind: 'driver_trip_cancelled',
          recipient: driverEmail,
          subject: `Trip ${ref(b)} was cancelled`,
          body: `Hello ${b.driverId.username},\n\nThe trip ${trip(b)} was cancelled; you are free for those dates.${sign}`,
        });
      }
      return out;
    }
    case 'completed':
      return [{
        kind: 'booking_completed',
        recipient: b.email,
        subject: `Thank you for travelling with us (${ref(b)})`,
        body: `${hello}Your trip with the ${b.vehicleBrand} ${b.vehicleModel} is complete. We hope you enjoyed Sri Lanka!${sign}`,
      }];
  }
}

/** Writes the e-mails into the outbox inside the caller's transaction: they exist iff the change does. */
export async function enqueue(tx: Queryable, bookingId: string, messages: Outgoing[]): Promise<void> {
  for (const m of messages) {
    await tx.query(
      'INSERT INTO outbox (kind, booking_id, recipient, subject, body) VALUES ($1, $2, $3, $4, $5)',
      [m.kind, bookingId, m.recipient, m.subject, m.body],
    );
  }
}
