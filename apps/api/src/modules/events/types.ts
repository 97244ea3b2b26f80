import type { BookingStatus, DriverLicence, PaymentKind, PaymentMethod } from '@app/shared';

/**
 * The domain events (decision 092): what a committed change did, in the words of the module that
 * made it. Each names its booking and who acted (null: the system, or a payment gateway).
 * Subscribers read what else they need through the owners' faces, in the same transaction.
 */
interface About {
  bookingId: string;
  actorId: string | null;
}

export type DomainEvent =
  /** A booking was made (by its tourist, or by staff for a customer). */
  | ({ type: 'booking.created' } & About)
  /**
   * A status moved other than by a cancellation: confirmed, a trip step, completed, or a step
   * taken back by staff (`correction`, which tells nobody).
   */
  | ({ type: 'booking.statusChanged'; from: BookingStatus; to: BookingStatus; correction: boolean } & About)
  /**
   * A booking was cancelled: by its tourist, by staff, or by the system at its unpaid deposit's
   * deadline. `at` is the moment it counts from (the refund tiers read the hours left before `pickupAt`).
   */
  | ({ type: 'booking.cancelled'; from: BookingStatus; cause: 'tourist' | 'staff' | 'depositDeadline' | 'touristNoShow' | 'driverNeverArrived'; pickupAt: string; at: string } & About)
  /** Another driver took a confirmed trip. */
  | ({ type: 'booking.driverChanged'; previousDriverId: string | null; driverId: string } & About)
  /**
   * New dates, times or vehicle (and price). `dateChangeRequest`: the change approves the tourist's
   * own request, whose approval e-mail the date-changes module sends instead of the plain notice.
   */
  | ({ type: 'booking.scheduleChanged'; dateChangeRequest: string | null } & About)
  /**
   * An airport transfer's day moved without a status (decision 111): the driver at the pickup
   * point, a no-show reported, or the waiting charged or waived. Screens follow it; nobody is e-mailed.
   */
  | ({ type: 'booking.transferStamped'; step: 'atPickupPoint' | 'noShow' | 'waiting' } & About)
  /**
   * A vehicle was handed over or taken back with the form (decision 112): its condition report is
   * ready (`at`: when it was recorded). The step's own `booking.statusChanged` comes before it.
   */
  | ({ type: 'handover.recorded'; kind: 'handover' | 'return'; at: string } & About)
  /** A pending booking's deposit is due soon: its tourist is reminded (once). */
  | ({ type: 'booking.depositReminderDue' } & About)
  /**
   * A row was added to the booking's ledger: a payment, a refund, or the reversal of one (`reverses`).
   * Its amounts are the ledger's (the money module's face), not copied here.
   */
  | ({ type: 'payment.recorded'; paymentId: string; kind: PaymentKind; method: PaymentMethod; reverses: string | null } & About)
  /**
   * Staff checked one of a driver's licences (decision 102): who (`actorId`) and when (the log's
   * time) stay in this log after a later change clears the verification on the driver's row.
   */
  | ({ type: 'driver.licenceVerified'; driverId: string; licence: DriverLicence; expiry: string } & AboutDriver)
  /** A verified licence's number or expiry changed (by staff or the driver): it needs checking again. */
  | ({ type: 'driver.licenceVerificationCleared'; driverId: string; licence: DriverLicence } & AboutDriver);

/** A driver's event concerns no booking. */
interface AboutDriver {
  bookingId: null;
  actorId: string | null;
}

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
