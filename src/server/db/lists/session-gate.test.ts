import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../../../tests/support/test-database";
import { arrayRowStatement } from "../array-rows";
import type { Database, DatabaseHandle } from "../database";
import { sessions } from "../schema";
import { checkSessionToRemember, isSessionEpochMoved, rememberedGate, type RememberedSession } from "./session-gate";

/**
 * The session check made to be remembered, and the epoch that ends a remembered check: it moves
 * with every change that can end a session or its access, at commit, and with nothing else.
 */
const FRESH_SECONDS = 6 * 24 * 60 * 60;
const LIST_ROLES = ["Admin", "Manager", "Service Advisor"];

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

let accounts = 0;
/** A user (its profile made by the sign-up trigger) with the role, and one session expiring in `days`. */
async function account(db: Database, role: string, days = 7): Promise<{ userId: string; token: string }> {
  accounts += 1;
  const userId = `gate-user-${accounts}`;
  const token = `gate-token-${accounts}-${"x".repeat(20)}`;
  await db.execute(sql`insert into users (id, name, email) values (${userId}, ${`Gate ${accounts}`}, ${`gate-${accounts}@example.com`})`);
  await db.execute(sql`update profiles set role = ${role} where user_id = ${userId}`);
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at) values (${`gate-session-${accounts}`}, ${token}, ${userId}, now() + ${days} * interval '1 day')`);
  return { userId, token };
}

const epochOf = async (db: Database) => (await rowsOf<{ epoch: string }>(db.execute(sql`select epoch::text as epoch from session_epoch`)))[0]!.epoch;
const reader = (token: string, roles = LIST_ROLES) => ({ sessionToken: token, freshSeconds: FRESH_SECONDS, roles });
/**
 * Whether a statement with the remembered gate answers for the remembered check: true when it
 * answers the rows expected, false when it fails as the gate fails once the epoch moved. Any other
 * answer or error fails the test.
 */
async function gateAnswers(db: Database, remembered: RememberedSession, name: string, query: SQL, expected: unknown[]): Promise<boolean> {
  try {
    expect(await arrayRowStatement(db, name, query)({ ...remembered })).toEqual(expected);
    return true;
  } catch (error) {
    if (isSessionEpochMoved(error)) return false;
    throw error;
  }
}
const gatePasses = (db: Database, remembered: RememberedSession) =>
  gateAnswers(db, remembered, "session_gate_test", sql`select 1 where ${rememberedGate()}`, [[1]]);
/** The same over a list with no rows: the gate must still fail once the epoch moved, or an empty page would pass for a refusal. */
const gatePassesOverNoRows = (db: Database, remembered: RememberedSession) =>
  gateAnswers(db, remembered, "session_gate_empty_test", sql`select ${sessions.id} from ${sessions} where ${sessions.token} = 'no such token' and ${rememberedGate()}`, []);

describe.each(TEST_DATABASE_KINDS)("the remembered session check (%s)", (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    await account(db, "Admin"); // The first account is the Admin whatever it asks.
  });
  afterAll(() => database?.close());

  it("answers the session's user, the epoch and how long the answer lasts: until the expiry less the fresh time", async () => {
    const { userId, token } = await account(db, "Manager", 7);
    const remembered = await checkSessionToRemember(db, reader(token));
    expect(remembered).toMatchObject({ viewerId: userId, sessionEpoch: await epochOf(db) });
    const [expected] = await rowsOf<{ ms: number }>(
      db.execute(sql`select (extract(epoch from expires_at - ${FRESH_SECONDS} * interval '1 second' - now()) * 1000)::float8 as ms from sessions where token = ${token}`),
    );
    // A day less the moments between the two statements.
    expect(remembered!.lastsMs).toBeGreaterThan(expected!.ms - 5000);
    expect(remembered!.lastsMs).toBeLessThanOrEqual(expected!.ms + 5000);
    expect(await gatePasses(db, remembered!)).toBe(true);
    expect(await gatePassesOverNoRows(db, remembered!)).toBe(true);
  });

  it("answers null for a session that is unknown, expired, due for extension, of an inactive account or of a role not allowed", async () => {
    expect(await checkSessionToRemember(db, reader("no-such-token"))).toBeNull();
    const expired = await account(db, "Manager", -1);
    expect(await checkSessionToRemember(db, reader(expired.token))).toBeNull();
    const due = await account(db, "Manager", 5);
    expect(await checkSessionToRemember(db, reader(due.token))).toBeNull();
    const inactive = await account(db, "Manager");
    await db.execute(sql`update profiles set is_active = false where user_id = ${inactive.userId}`);
    expect(await checkSessionToRemember(db, reader(inactive.token))).toBeNull();
    const technician = await account(db, "Service Technician");
    expect(await checkSessionToRemember(db, reader(technician.token))).toBeNull();
    expect(await checkSessionToRemember(db, reader(technician.token, ["Service Technician"]))).not.toBeNull();
  });

  it.each([
    ["a logout (the session deleted)", (a: { userId: string; token: string }) => sql`delete from sessions where token = ${a.token}`],
    ["a deactivation", (a: { userId: string }) => sql`update profiles set is_active = false where user_id = ${a.userId}`],
    ["a role change", (a: { userId: string }) => sql`update profiles set role = 'User' where user_id = ${a.userId}`],
    ["a session cut short", (a: { token: string }) => sql`update sessions set expires_at = expires_at - interval '1 hour' where token = ${a.token}`],
    ["the account deleted", (a: { userId: string }) => sql`delete from users where id = ${a.userId}`],
  ])("moves the epoch with %s, so the remembered check stops passing", async (_name, change) => {
    const ended = await account(db, "Manager");
    const remembered = (await checkSessionToRemember(db, reader(ended.token)))!;
    const before = BigInt(await epochOf(db));
    await db.execute(change(ended));
    expect(BigInt(await epochOf(db))).toBeGreaterThan(before);
    expect(await gatePasses(db, remembered)).toBe(false);
    expect(await gatePassesOverNoRows(db, remembered)).toBe(false);
  });

  it("moves the epoch when the sessions are truncated", async () => {
    const { token } = await account(db, "Manager");
    const remembered = (await checkSessionToRemember(db, reader(token)))!;
    await db.execute(sql`truncate sessions`);
    expect(await gatePasses(db, remembered)).toBe(false);
  });

  it("keeps the epoch for a sign-in, an extension, a profile's name and a change rolled back", async () => {
    const { userId, token } = await account(db, "Manager");
    const before = await epochOf(db);
    await db.execute(sql`insert into sessions (id, token, user_id, expires_at) values (${`${token}-again`}, ${`${token}-again`}, ${userId}, now() + interval '7 days')`);
    await db.execute(sql`update sessions set expires_at = expires_at + interval '1 day', updated_at = now() where token = ${token}`);
    await db.execute(sql`update profiles set name = 'Renamed' where user_id = ${userId}`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from sessions where token = ${token}`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await epochOf(db)).toBe(before);
    expect(await gatePasses(db, (await checkSessionToRemember(db, reader(token)))!)).toBe(true);
  });
});

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("the remembered session check against a logout in flight (postgres)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    await account(database.db, "Admin");
  });
  afterAll(() => database?.close());

  it("remembered before the logout commits, it stops passing the moment the logout does", async () => {
    const { db } = database;
    const { token } = await account(db, "Manager");
    let remembered: RememberedSession | null = null;
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from sessions where token = ${token}`);
      // Another connection checks meanwhile: it still sees the session, and the epoch before the logout.
      remembered = await checkSessionToRemember(db, reader(token));
      expect(remembered).not.toBeNull();
      expect(await gatePasses(db, remembered!)).toBe(true);
    });
    expect(await gatePasses(db, remembered!)).toBe(false);
    expect(await checkSessionToRemember(db, reader(token))).toBeNull();
  });
});
