import type { ChangeEvent } from "../../shared/events/change-event";

export type ChangeListener = (event: ChangeEvent) => void;

interface Subscriber {
  listener: ChangeListener;
  onEnd?: () => void;
}

/** The local subscribers of a bus: each bus delivers to them and ends them the same way. */
export function createSubscriberSet() {
  const subscribers = new Set<Subscriber>();
  let closed = false;

  /** Tells every current subscriber that it may miss changes, and forgets it. */
  function endAll(): void {
    const ending = [...subscribers];
    subscribers.clear();
    for (const subscriber of ending) subscriber.onEnd?.();
  }

  return {
    add(listener: ChangeListener, onEnd?: () => void): () => void {
      const subscriber: Subscriber = { listener, onEnd };
      if (closed) {
        onEnd?.();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    deliver(event: ChangeEvent): void {
      // A copy: a listener may unsubscribe while the event is being delivered.
      for (const { listener } of [...subscribers]) listener(event);
    },
    endAll,
    close(): void {
      closed = true;
      endAll();
    },
  };
}
