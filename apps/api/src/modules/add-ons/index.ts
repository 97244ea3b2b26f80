/**
 * The add-ons module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `add_ons` table: the extras a tourist can add to a trip and their prices.
 */
/** Query: the chosen extras as priced today, checked against the vehicle type (bookings, money's quote). */
export { chooseAddOns } from './service';
