/**
 * The idempotency module's face (docs/architecture/modules.md): the only file other modules import.
 * Owns `action_keys` (migration 044): each Idempotency-Key a driver's change was sent with, and its
 * answer (decision 113), swept after RETENTION.actionKeyDays by the retention sweep. Booking requests keep their own keys (the bookings module's
 * `idempotency_keys`, migration 002).
 */
export { OFFLINE_KEY_HEADER, forgetOldActionKeys, idempotencyKeyOf, oncePerKey, type KeptAnswer } from './service';
