/**
 * The contact module's face (docs/architecture/modules.md): the only file other modules import
 * (the app registers its HTTP routes from routes.ts).
 * Owns the `contact_messages` table: messages sent through the contact form.
 */

/** Command of the retention sweep (modules/retention): messages past their keeping time go. */
export { deleteMessagesBefore } from './repo';
