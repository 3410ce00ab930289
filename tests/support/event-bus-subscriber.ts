import { vi } from "vitest";
import type { ChangeEvent } from "../../src/shared/events/change-event";
import type { EventBus } from "../../src/server/events/event-bus";

/** Collects what a subscriber receives, and whether its subscription was ended. */
export function subscriberOf(bus: EventBus) {
  const received: ChangeEvent[] = [];
  const ended = vi.fn();
  const unsubscribe = bus.subscribe((event) => received.push(event), ended);
  return { received, ended, unsubscribe };
}
