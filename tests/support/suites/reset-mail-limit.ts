import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimits, users, verifications } from "../../../src/server/db/schema";
import { startSmtpServer, type LoopbackSmtpServer } from "../loopback-smtp";
import { rawRequest } from "../raw-request";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const RESET_SUBJECT = "Reset your AutoServ password";

/**
 * Password-reset mails are limited per recipient (three an hour), so anyone who knows an address
 * cannot fill its inbox; the requester's answer is the same whether a mail went out or not.
 */

/** Run on PGlite by src/server/auth/reset-mail-limit.test.ts, on PostgreSQL by tests/system/postgres/reset-mail-limit-postgres.test.ts. */
export function describeResetMailLimit(kind: DatabaseKind): void {
  describe(`POST /api/auth/request-password-reset per recipient on ${kind}`, () => {
    let smtp: LoopbackSmtpServer;
    let t: TestApp;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      for (const email of ["forgetful@example.com", "other@example.com"]) {
        expect((await new TestClient(t.app).signUp(email)).status).toBe(200);
      }
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const resetMailsTo = (email: string) => smtp.inbox.filter((mail) => mail.subject === RESET_SUBJECT && mail.recipients.includes(email));
    /** Resets asked for each account, by its address as stored. */
    const asked = new Map<string, number>();

    async function requestReset(email: string): Promise<{ status: number; body: string }> {
      const response = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", {
        body: { email, redirectTo: "/reset-password" },
        headers: { origin: "http://localhost" },
      });
      const account = email.trim().toLowerCase();
      asked.set(account, (asked.get(account) ?? 0) + 1);
      return { status: response.status, body: await response.text() };
    }

    /** Reset links of the account at `email` still stored. */
    async function storedResetLinks(email: string): Promise<number> {
      const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return t.database.db.$count(verifications, and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user!.id)));
    }

    /**
     * The reset mails to `email` once every reset asked for it has ended, after the answer: each
     * either mailed its link, or dropped it unmailed (past the limit).
     */
    async function settledResetMails(email: string): Promise<number> {
      const resets = asked.get(email) ?? 0;
      await vi.waitFor(
        async () => {
          const dropped = resets - (await storedResetLinks(email));
          expect(resetMailsTo(email).length + dropped).toBe(resets);
        },
        { timeout: 10_000, interval: 20 },
      );
      return resetMailsTo(email).length;
    }

    it("post /api/auth/request-password-reset four times mails exactly three links and answers all four alike", async () => {
      // The address counts however it is written.
      const answers = [];
      for (const email of ["forgetful@example.com", "Forgetful@Example.com", "forgetful@example.com", " FORGETFUL@example.com"]) {
        answers.push(await requestReset(email.trim()));
      }
      expect(answers[0]!.status).toBe(200);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(await settledResetMails("forgetful@example.com")).toBe(3);

      // Another address has windows of its own.
      expect(await requestReset("other@example.com")).toEqual(answers[0]);
      expect(await settledResetMails("other@example.com")).toBe(1);

      // The limit's rows never hold an address in clear.
      const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith("reset-mail:"))).toHaveLength(2);
      expect(keys.join("\n")).not.toMatch(/forgetful|other@/i);
    });

    it("a window outlives the pruning of other limits' ended windows, and ends after its hour", async () => {
      // Twenty minutes on, past the failed sign-in window the pruning keeps other rows for.
      expect((await rawRequest(t.app, "POST", "/api/auth/sign-in/email", { body: { email: "nobody@example.com", password: "a guess" } })).status).toBe(401);
      const aged = sql`${rateLimits.key} like 'reset-mail:%' or ${rateLimits.key} = 'sign-in-failures:nobody@example.com'`;
      await t.database.db.update(rateLimits).set({ windowStart: sql`now() - make_interval(mins => 20)` }).where(aged);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 61_000);
      const before = resetMailsTo("forgetful@example.com").length;
      expect((await requestReset("forgetful@example.com")).status).toBe(200);
      vi.useRealTimers();
      // The pruning ran: the ended failure window is gone, the reset windows are kept.
      const kept = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits).where(aged)).map((row) => row.key);
      expect(kept.filter((key) => key.startsWith("reset-mail:"))).toHaveLength(2);
      expect(kept).not.toContain("sign-in-failures:nobody@example.com");
      expect(await settledResetMails("forgetful@example.com")).toBe(before);

      await t.database.db.update(rateLimits).set({ windowStart: sql`now() - make_interval(mins => 61)` }).where(like(rateLimits.key, "reset-mail:%"));
      expect((await requestReset("forgetful@example.com")).status).toBe(200);
      expect(await settledResetMails("forgetful@example.com")).toBe(before + 1);
    });
  });
}
