import type { ChangeEvent } from "../../shared/events/change-event";
import { createSubscriberSet, type ChangeListener } from "./subscriber-set";

/**
 * Carries change events from the handler that wrote a record to every open GET /api/events
 * stream. On PGlite one process holds the data, so an in-process emitter is enough; on PostgreSQL
 * the bus also crosses instances (LISTEN/NOTIFY).
 */
export interface EventBus {
  /** Announce a change that has been committed. Never throws: a lost event only delays a refetch. */
  publish(event: ChangeEvent): Promise<void>;
  /**
   * Returns the unsubscribe function. `onEnd` is called once if the bus can no longer promise
   * the subscriber every change (it closed, or its link to the other instances dropped): the
   * stream should then end, so its client reconnects and refetches what it may have missed.
   */
  subscribe(listener: ChangeListener, onEnd?: () => void): () => void;
  /** Ends every subscription; later subscriptions end at once. */
  close(): Promise<void>;
}

export function createInProcessEventBus(): EventBus {
  const subscribers = createSubscriberSet();
  return {
    publish(event) {
      subscribers.deliver(event);
      return Promise.resolve();
    },
    subscribe: subscribers.add,
    close() {
      subscribers.close();
      return Promise.resolve();
    },
  };
}
