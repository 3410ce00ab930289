import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../db/database";
import { MAX_REMEMBER_MS, sessionMemory } from "./session-memory";

const FRESH_SECONDS = 6 * 24 * 60 * 60;
const ROLES = ["Admin", "Manager", "Service Advisor"];
const MINUTE = 60 * 1000;

let accounts = 0;
/** A Manager's session, due for extension `dueInSeconds` from now (its expiry less the fresh time). */
async function session(db: Database, dueInSeconds: number): Promise<string> {
  accounts += 1;
  const userId = `memory-user-${accounts}`;
  const token = `memory-token-${accounts}-${"x".repeat(20)}`;
  await db.execute(sql`insert into users (id, name, email) values (${userId}, ${`Memory ${accounts}`}, ${`memory-${accounts}@example.com`})`);
  await db.execute(sql`update profiles set role = 'Manager' where user_id = ${userId}`);
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at)
    values (${`memory-session-${accounts}`}, ${token}, ${userId}, now() + ${FRESH_SECONDS + dueInSeconds} * interval '1 second')`);
  return token;
}

const reader = (token: string) => ({ sessionToken: token, freshSeconds: FRESH_SECONDS, roles: ROLES });

/** How long a remembered session check lasts, on a clock the test moves. */
describe.each(TEST_DATABASE_KINDS)("the session memory of the direct reads (%s)", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  let now = 0;
  const clock = () => now;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await session(db, 3600); // The first account is the Admin whatever it asks.
  });
  afterAll(() => database?.close());

  it("recalls a check until the session is due for extension, then checks anew", async () => {
    const memory = sessionMemory(db, clock);
    const token = await session(db, 60);
    now = 1_000;
    const checked = await memory.check(reader(token));
    expect(checked).not.toBeNull();
    now = 1_000 + 50_000;
    expect(memory.recall(reader(token))).toEqual(checked);
    now = 1_000 + 60_000;
    expect(memory.recall(reader(token))).toBeUndefined();
    // Forgotten, not only hidden: still undefined once the clock is read as earlier again.
    now = 1_000;
    expect(memory.recall(reader(token))).toBeUndefined();
  });

  it("recalls a check for an hour at most, however long the session lasts", async () => {
    const memory = sessionMemory(db, clock);
    const token = await session(db, 24 * 60 * 60);
    now = 0;
    await memory.check(reader(token));
    now = MAX_REMEMBER_MS - MINUTE;
    expect(memory.recall(reader(token))).toMatchObject({ sessionEpoch: expect.any(String) });
    now = MAX_REMEMBER_MS;
    expect(memory.recall(reader(token))).toBeUndefined();
  });

  it("counts from before the check was sent, and remembers nothing for a session that is not allowed", async () => {
    const memory = sessionMemory(db, () => (now += 10_000));
    const token = await session(db, 60);
    now = 0;
    await memory.check(reader(token)); // Sent at 10 s: lasts until 70 s at most.
    now = 58_000;
    expect(memory.recall(reader(token))).toBeDefined(); // Read at 68 s.
    now = 60_000;
    expect(memory.recall(reader(token))).toBeUndefined(); // Read at 70 s.
    expect(await memory.check(reader("no-such-token"))).toBeNull();
    expect(memory.recall(reader("no-such-token"))).toBeUndefined();
  });

  it("forgets a check when told", async () => {
    const memory = sessionMemory(db, clock);
    const token = await session(db, 3600);
    now = 0;
    await memory.check(reader(token));
    memory.forget(reader(token));
    expect(memory.recall(reader(token))).toBeUndefined();
  });
});
