/**
 * The money module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `payments` and `payhere_orders` tables; the money facts of a booking (the refund due,
 * the odometer readings) it writes through the bookings module's face.
 */

/** Query: the refund a cancellation at a moment gets by the booking's tiers (the cancellation e-mail states it). */
export { cancellationRefundOf } from './service';
/** Reactions: the refund a cancellation promises, by the booking's tiers or in full (an expired booking). */
export { moneyReactions } from './service';
/** Query: a booking's ledger as the receipt and the booking's history list it. */
export { ledgerOf } from './receipt-service';
/** Reaction (outbox): the final receipt attached to the e-mail of a completed trip. */
export { receiptAttachmentsOf } from './receipt-service';
/** PayHere's checkout address for the security headers' form-action. */
export { checkoutUrl } from './payhere-service';
/** Command of the handovers module (decision 112): the odometer readings, in the form's transaction. */
export { recordOdometerIn } from './service';
