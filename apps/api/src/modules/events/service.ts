import type { Queryable } from '../../db/database';
import { insertEvent } from './repo';
import type { DomainEvent, DomainEventType, EventOf } from './types';

/** A reaction to one type of event, run inside the transaction that publishes it. */
export type Handler<T extends DomainEventType = DomainEventType> = (tx: Queryable, event: EventOf<T>) => Promise<void>;

/** A module's reactions, by event type: what it offers the wiring (apps/api/src/reactions.ts). */
export type Subscriptions = { [T in DomainEventType]?: Handler<T> };

/** What a module that changes something needs: a way to say so. */
export interface EventPublisher {
  publish(tx: Queryable, event: DomainEvent): Promise<void>;
}

/**
 * Publishes domain events (decision 092). `publish` runs in the publisher's transaction: it writes
 * the event (the log a subscriber in another process reads, named on NOTIFY at commit), then runs
 * every subscriber of its type, in the order the subscriptions were given, in that transaction,
 * so a reaction commits or rolls back with the change (no e-mail for a booking that was refused,
 * no refund promised for a cancellation that failed). A reaction that throws fails the change.
 *
 * The publisher does not know who listens: a new reaction (a review request, a calendar) is a
 * new module's subscriptions, listed where the bus is made, and the publishing module is not edited.
 */
export class EventBus implements EventPublisher {
  private readonly handlers = new Map<DomainEventType, Handler[]>();

  constructor(subscriptions: readonly Subscriptions[] = []) {
    for (const subscription of subscriptions) this.subscribe(subscription);
  }

  /** Adds a module's reactions after the ones already there. */
  subscribe(subscriptions: Subscriptions): void {
    for (const [type, handler] of Object.entries(subscriptions) as [DomainEventType, Handler | undefined][]) {
      if (!handler) continue;
      const list = this.handlers.get(type) ?? [];
      list.push(handler);
      this.handlers.set(type, list);
    }
  }

  async publish(tx: Queryable, event: DomainEvent): Promise<void> {
    await insertEvent(tx, event);
    for (const handler of this.handlers.get(event.type) ?? []) await handler(tx, event as never);
  }
}
