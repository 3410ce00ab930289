import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { outboxMailer, type OutboxMailer } from "../outbox-mailer";
import { logInCookie, meStatus, rawRequest } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, password links (resets and an Admin's invites): a link is good only until the
 * account's password is set, by any route, or the account is deactivated. Each check keeps a
 * link as someone who once saw it would, and tries it after the event.
 */
const PASSWORD = "correct horse";

/** Run on PGlite by src/server/auth/password-links.test.ts, on PostgreSQL by tests/system/postgres/password-links-postgres.test.ts. */
export function describePasswordLinks(kind: DatabaseKind): void {
  describe(`password links (${kind})`, () => {
    let t: TestApp;
    let mail: OutboxMailer;
    let admin: TestClient;
    let invalidTokenAnswer: unknown;

    beforeAll(async () => {
      mail = outboxMailer({ delivers: false });
      t = await createTestApp(kind, { mailer: mail, env: { APP_URL: "http://localhost" } });
      ({ client: admin } = await signedInClient(t.app, "admin@example.com"));
      const unknown = await reset("no-such-token", "whatever password");
      expect(unknown.status).toBe(400);
      invalidTokenAnswer = await unknown.json();
    });
    afterAll(() => t?.close());

    function reset(token: string, newPassword: string) {
      return rawRequest(t.app, "POST", "/api/auth/reset-password", { body: { token, newPassword } });
    }

    /** Asks for a reset of `email` and returns the mailed link's token. */
    async function resetToken(email: string): Promise<string> {
      const before = mail.sent.length;
      const asked = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", { body: { email } });
      expect(asked.status).toBe(200);
      const link = await vi.waitFor(() => {
        const found = mail.sent.slice(before).find((message) => message.to === email)?.link;
        if (!found) throw new Error(`no reset mail for ${email}`);
        return found;
      });
      return new URL(link).searchParams.get("token")!;
    }

    async function invite(email: string): Promise<{ profile: Profile; token: string }> {
      const response = await admin.request("POST", "/api/users", { email, name: "New Hire", role: "Service Advisor", shopName: "" });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { user: Profile; setPasswordUrl: string };
      return { profile: body.user, token: new URL(body.setPasswordUrl).searchParams.get("token")! };
    }

    /** The link is refused exactly as one that never existed, and the password stays `password`. */
    async function expectRefused(token: string, email: string, password: string | null) {
      const answer = await reset(token, "the attacker's password");
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual(invalidTokenAnswer);
      expect((await new TestClient(t.app).logIn(email, "the attacker's password")).status).toBe(401);
      if (password) expect((await new TestClient(t.app).logIn(email, password)).status).toBe(200);
    }

    function uniqueEmail(label: string): string {
      return `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    }

    it("using the newer of two resets ends the older one, which then changes nothing and ends no session", async () => {
      const email = uniqueEmail("two-resets");
      await new TestClient(t.app).signUp(email);
      const older = await resetToken(email);
      const newer = await resetToken(email);
      expect((await reset(newer, "the owner's new password")).status).toBe(200);
      const session = await logInCookie(t.app, email, "the owner's new password");
      await expectRefused(older, email, "the owner's new password");
      expect(await meStatus(t.app, session)).toBe(200);
    });

    it("a link is used once", async () => {
      const email = uniqueEmail("used-once");
      await new TestClient(t.app).signUp(email);
      const token = await resetToken(email);
      expect((await reset(token, "first new password")).status).toBe(200);
      await expectRefused(token, email, "first new password");
    });

    it("changing the password in Settings ends every outstanding reset link", async () => {
      const email = uniqueEmail("settings-change");
      const { client } = await signedInClient(t.app, email);
      const token = await resetToken(email);
      const change = await client.request("POST", "/api/account/password", { currentPassword: PASSWORD, newPassword: "changed in settings" });
      expect(change.status).toBe(204);
      await expectRefused(token, email, "changed in settings");
    });

    it("an invite link stops working once the invitee set a password through a reset", async () => {
      const email = uniqueEmail("invitee");
      const { token: inviteToken } = await invite(email);
      const resetLink = await resetToken(email);
      expect((await reset(resetLink, "set through a reset")).status).toBe(200);
      await expectRefused(inviteToken, email, "set through a reset");
    });

    it("an invite link sets the password once, and only while the account has none", async () => {
      const email = uniqueEmail("invite-once");
      const { token } = await invite(email);
      expect((await reset(token, "the invitee's password")).status).toBe(200);
      await expectRefused(token, email, "the invitee's password");
    });

    it.each([
      ["post /api/users/{userId}/deactivate", (profile: Profile) => admin.request("POST", `/api/users/${profile.userId}/deactivate`)],
      [
        "patch /api/users/{userId} with isActive false",
        (profile: Profile) =>
          admin.request("PATCH", `/api/users/${profile.userId}`, { name: profile.name, role: profile.role, shopName: "", isActive: false }),
      ],
    ])("deactivation (%s) ends the user's invite and reset links, even after reactivation", async (_route, deactivate) => {
      const email = uniqueEmail("deactivated");
      const { profile, token: inviteToken } = await invite(email);
      const resetLink = await resetToken(email);
      expect((await deactivate(profile)).status).toBe(200);
      await expectRefused(inviteToken, email, null);
      await expectRefused(resetLink, email, null);
      const listed = ((await (await admin.request("GET", "/api/users")).json()) as { users: Profile[] }).users;
      const stored = listed.find((user) => user.userId === profile.userId)!;
      const reactivate = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: stored.name, role: stored.role, shopName: "", isActive: true, updatedAt: stored.updatedAt,
      });
      expect(reactivate.status).toBe(200);
      await expectRefused(inviteToken, email, null);
    });

    it("a deactivated user gets no reset mail, and the answer is the same as for anyone", async () => {
      const email = uniqueEmail("inactive-asks");
      const { profile } = await signedInClient(t.app, email);
      expect((await admin.request("POST", `/api/users/${profile.userId}/deactivate`)).status).toBe(200);
      const before = mail.sent.length;
      const asked = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", { body: { email } });
      const stranger = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", { body: { email: "nobody@example.com" } });
      expect(asked.status).toBe(200);
      expect(await asked.json()).toEqual(await stranger.json());
      // The reset of an active account sent alongside arrives; the deactivated one's never does.
      const witness = uniqueEmail("witness");
      await new TestClient(t.app).signUp(witness);
      await resetToken(witness);
      expect(mail.sent.slice(before).filter((message) => message.to === email)).toEqual([]);
    });
  });
}
