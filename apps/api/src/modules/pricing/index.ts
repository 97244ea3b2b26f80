/**
 * The pricing module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `pricing_policies` table: the rates, deposit, kilometres and refund tiers new bookings
 * are made under. Bookings price with it, money converts with its rates, the pages quote it.
 */

/** Query: the pricing policy in force. */
export { currentPolicy } from './service';
