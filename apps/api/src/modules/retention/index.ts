/**
 * The retention module's face (docs/architecture/modules.md): the sweep that forgets what the
 * privacy page says is no longer kept. Owns no table: it asks the contact, bookings, documents,
 * handovers and notifications modules, through their faces, to forget their own rows, and the
 * idempotency module its drivers' old keys.
 */
export { forgetWhatIsNoLongerKept, type RetentionResult } from './service';
