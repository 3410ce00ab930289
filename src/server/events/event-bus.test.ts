import { describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../shared/events/change-event";
import { subscriberOf } from "../../../tests/support/event-bus-subscriber";
import { createInProcessEventBus } from "./event-bus";

const created: ChangeEvent = { resource: "tickets", action: "created", id: "ticket-1" };
const updated: ChangeEvent = { resource: "job-cards", action: "updated", id: "card-7" };

// The PostgreSQL event bus is checked in the system run: tests/system/postgres/event-bus-postgres.test.ts.
describe("the in-process event bus", () => {
  it("delivers each published change to every subscriber, in order", async () => {
    const bus = createInProcessEventBus();
    const first = subscriberOf(bus);
    const second = subscriberOf(bus);

    await bus.publish(created);
    await bus.publish(updated);

    expect(first.received).toEqual([created, updated]);
    expect(second.received).toEqual([created, updated]);
  });

  it("stops delivering to a subscriber that unsubscribed", async () => {
    const bus = createInProcessEventBus();
    const leaving = subscriberOf(bus);
    const staying = subscriberOf(bus);

    leaving.unsubscribe();
    await bus.publish(created);

    expect(leaving.received).toEqual([]);
    expect(staying.received).toEqual([created]);
    expect(leaving.ended).not.toHaveBeenCalled();
  });

  it("ends every subscription when it closes, and any later one at once", async () => {
    const bus = createInProcessEventBus();
    const open = subscriberOf(bus);

    await bus.close();
    expect(open.ended).toHaveBeenCalledTimes(1);

    const late = subscriberOf(bus);
    expect(late.ended).toHaveBeenCalledTimes(1);
    await bus.publish(created);
    expect([...open.received, ...late.received]).toEqual([]);
  });
});
