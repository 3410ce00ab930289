import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { openPostgres } from "../../../src/server/db/postgres";
import type { EventBus } from "../../../src/server/events/event-bus";
import { CHANGES_CHANNEL, createPostgresEventBus, LISTENER_APPLICATION_NAME } from "../../../src/server/events/postgres-event-bus";
import { SESSIONS_CHANNEL } from "../../../src/server/events/session-changes";
import { subscriberOf } from "../../support/event-bus-subscriber";
import { createPostgresDatabase, silentLogger } from "../../support/test-database";

// The PostgreSQL half of src/server/events/event-bus.test.ts, which checks the in-process bus.
const created: ChangeEvent = { resource: "tickets", action: "created", id: "ticket-1" };
const updated: ChangeEvent = { resource: "job-cards", action: "updated", id: "card-7" };

/** Resolves once `check` passes; a NOTIFY takes a round trip through the server. */
async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL event bus", () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const buses: EventBus[] = [];

  async function openBus(onSessionChange?: (userId: string) => void): Promise<EventBus> {
    const bus = await createPostgresEventBus({
      db: database.db,
      url: database.url!,
      logger: silentLogger,
      retryDelayMs: { first: 50, max: 200 },
      onSessionChange,
    });
    buses.push(bus);
    return bus;
  }

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await database?.close();
    await drop?.();
  });

  async function freshDatabase(): Promise<void> {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, silentLogger);
  }

  it("carries a change published on one instance to the subscribers of another, once each", async () => {
    await freshDatabase();
    const instanceA = await openBus();
    const instanceB = await openBus();
    const onA = subscriberOf(instanceA);
    const onB = subscriberOf(instanceB);

    await instanceA.publish(created);
    await instanceB.publish(updated);

    await eventually(() => expect(onB.received).toEqual([created, updated]));
    // Nothing arrives twice: the publisher's own subscribers hear it through the database only.
    // Notifications arrive in the order they were sent, so any second copy comes before a later change.
    const later: ChangeEvent = { resource: "invoices", action: "deleted", id: "invoice-3" };
    await instanceA.publish(later);
    await eventually(() => expect(onA.received).toContainEqual(later));
    expect(onA.received).toEqual([created, updated, later]);
  });

  it("ignores a notification on its channel that is not a change event", async () => {
    await freshDatabase();
    const bus = await openBus();
    const subscriber = subscriberOf(bus);

    await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${"not json"})`);
    await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify({ resource: "users", id: "1" })})`);
    await bus.publish(created);

    await eventually(() => expect(subscriber.received).toEqual([created]));
  });

  it("ends its subscriptions when its connection drops, and listens again", async () => {
    await freshDatabase();
    const publisher = await openBus();
    const listener = await openBus();
    const before = subscriberOf(listener);

    // Every LISTEN connection on this database is cut, as a failover or restart would.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    await eventually(() => expect(before.ended).toHaveBeenCalledTimes(1));

    // Once it listens again, a new subscriber hears changes again.
    let after = subscriberOf(listener);
    await eventually(async () => {
      if (after.ended.mock.calls.length > 0) after = subscriberOf(listener);
      await publisher.publish(created);
      expect(after.received.length).toBeGreaterThan(0);
    });
    expect(after.received[0]).toEqual(created);
  });

  it("names to onSessionChange each user the database announces on the sessions channel", async () => {
    await freshDatabase();
    const named: string[] = [];
    const bus = await openBus((userId) => named.push(userId));
    const subscriber = subscriberOf(bus);

    await database.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${""})`);
    await database.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${"user-1"})`);

    await eventually(() => expect(named).toEqual(["user-1"]));
    // A session notice is not a change: subscribers hear nothing of it.
    expect(subscriber.received).toEqual([]);
  });

  it("never throws from publish, even when the database is gone", async () => {
    await freshDatabase();
    const bus = await openBus();
    await database.close();

    await expect(bus.publish(created)).resolves.toBeUndefined();
  });
});
