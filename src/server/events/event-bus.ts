import { EventEmitter } from "node:events";
import type { ChangeEvent } from "../../shared/events/change-event";

/**
 * Carries change events from the handler that wrote a record to every open GET /api/events
 * stream. On PGlite one process holds the data, so an in-process emitter is enough; on PostgreSQL
 * the bus also crosses instances (LISTEN/NOTIFY).
 */
export interface EventBus {
  /** Announce a change that has been committed. Never throws: a lost event only delays a refetch. */
  publish(event: ChangeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  // One listener per open stream; a busy shop can have more than the default warning level.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit("change", event);
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on("change", listener);
      return () => emitter.off("change", listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
