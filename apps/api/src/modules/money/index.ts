/**
 * The money module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `pricing_policies`, `payments` and `payhere_orders` tables, and the money columns
 * of a booking it writes (refund due and retained, odometer readings).
 */

/** Query: the pricing policy in force (bookings' quotes and rules, the info pages). */
export { currentPolicy } from './service';
/** Commands: the refund a cancellation promises, by the policy's tiers or in full (an expired booking). */
export { promiseFullRefund, promiseRefundOnCancel } from './service';
/** Query: a booking's ledger as the receipt and the booking's history list it. */
export { ledgerOf } from './receipt-service';
/** Reaction (outbox): the final receipt attached to the e-mail of a completed trip. */
export { receiptAttachmentsOf } from './receipt-service';
/** PayHere's checkout address for the security headers' form-action. */
export { checkoutUrl } from './payhere-service';
