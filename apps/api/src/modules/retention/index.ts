/**
 * The retention module's face (docs/architecture/modules.md): the sweep that forgets what the
 * privacy page says is no longer kept. Owns no table: it asks the contact, bookings, documents,
 * handovers and notifications modules, through their faces, to forget their own rows.
 */
export { forgetWhatIsNoLongerKept, type RetentionResult } from './service';
