import { inArray, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimits } from "../../../src/server/db/schema";
import { createTestApp, type TestApp } from "../test-app";
import { rawRequest } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Every e-mail tried at sign-in leaves a rate-limit row, and every client address one more. Rows
 * whose window has ended are pruned (at most once a minute per instance), so a stream of made-up
 * e-mails cannot grow the table without end, while the counts still running are kept.
 */
const FAILURE_WINDOW_MINUTES = 15;

/** Run on PGlite by src/server/auth/rate-limit-pruning.test.ts, on PostgreSQL by tests/system/postgres/rate-limit-pruning-postgres.test.ts. */
export function describeRateLimitPruning(kind: DatabaseKind): void {
  describe(`rate-limit rows (${kind})`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { AUTH_FAILED_SIGNIN_WINDOW_MINUTES: String(FAILURE_WINDOW_MINUTES), AUTH_REQUESTS_PER_MINUTE: "100000" },
      });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(() => t?.close());

    function signIn(email: string) {
      return rawRequest(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password: "a guess" } });
    }

    const keyOf = (email: string) => `sign-in-failures:${email}`;

    async function storedKeys(): Promise<string[]> {
      const rows = await t.database.db.select({ key: rateLimits.key }).from(rateLimits);
      return rows.map((row) => row.key).sort();
    }

    /** Moves the rows' windows back in time, as if their requests had come that long ago. */
    async function age(keys: string[], minutes: number): Promise<void> {
      await t.database.db
        .update(rateLimits)
        .set({ windowStart: sql`now() - make_interval(mins => ${minutes})` })
        .where(inArray(rateLimits.key, keys));
    }

    it("prunes the rows of ended windows, at most once a minute, and keeps the running ones", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const emails = Array.from({ length: 16 }, (_, index) => `made-up-${index}@example.com`);
      for (const email of emails) expect((await signIn(email)).status).toBe(401);
      const [ended, running] = [emails.slice(0, 10), emails.slice(10)];
      expect(await storedKeys()).toEqual(expect.arrayContaining(emails.map(keyOf)));

      await age(ended.map(keyOf), FAILURE_WINDOW_MINUTES + 1);
      // Older than the per-address minute but inside the failure window: still counting.
      await age(running.map(keyOf), FAILURE_WINDOW_MINUTES - 5);

      // This instance pruned at its first request, under a minute ago: the rows wait.
      expect((await signIn("another@example.com")).status).toBe(401);
      expect(await storedKeys()).toEqual(expect.arrayContaining(ended.map(keyOf)));

      vi.setSystemTime(Date.now() + 61_000);
      expect((await signIn("one-more@example.com")).status).toBe(401);
      const failureKeys = await t.database.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, "sign-in-failures:%"));
      expect(failureKeys.map((row) => row.key).sort()).toEqual(
        [...running, "another@example.com", "one-more@example.com"].map(keyOf).sort(),
      );
      // The client's address is still counting its minute, so its row stays too.
      expect(await storedKeys()).toContain("ip:local");

      // A kept count goes on: a running e-mail's next failure is its second in the same window.
      expect((await signIn(running[0]!)).status).toBe(401);
      const [row] = await t.database.db.select().from(rateLimits).where(inArray(rateLimits.key, [keyOf(running[0]!)]));
      expect(row?.count).toBe(2);
    });
  });
}
