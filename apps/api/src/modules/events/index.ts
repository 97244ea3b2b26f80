/**
 * The events module's face (docs/architecture/modules.md): typed domain events, the bus that
 * publishes them in the changing transaction, and the log of them (decision 092).
 * Owns the `domain_events` table. Imports no other module: every module may publish through it.
 */
export type { DomainEvent, DomainEventType, EventOf } from './types';
export { EventBus, type EventPublisher, type Handler, type Subscriptions } from './service';
export { EVENTS_CHANNEL, listEventsOfBooking, type StoredEvent } from './repo';
