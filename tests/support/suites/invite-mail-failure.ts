import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invitation, UserList } from "../../../src/shared/schemas/account-responses";
import { startSmtpServer, type LoopbackSmtpServer } from "../loopback-smtp";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Inviting a user while the mail server is down: the account and its link are the Admin's to pass on. */

/** Run on PGlite by src/server/routes/users/invite-mail-failure.test.ts, on PostgreSQL by tests/system/postgres/invite-mail-failure-postgres.test.ts. */
export function describeInviteMailFailure(kind: DatabaseKind): void {
  describe(`POST /api/users with the mail server down on ${kind}`, () => {
    let smtp: LoopbackSmtpServer;
    let t: TestApp;
    let admin: TestClient;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      // With mail on, the first account (the Admin) confirms its address from the mail first.
      admin = new TestClient(t.app);
      expect((await admin.signUp("owner@example.com", undefined, "Olive Owner")).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (smtp.inbox.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const link = new URL(/https?:\/\/[^\s"<>]+/.exec(smtp.inbox[0]!.text)![0]);
      expect((await admin.request("GET", `${link.pathname}${link.search}`)).status).toBe(302);
      expect((await admin.logIn("owner@example.com")).status).toBe(200);
      // The mail server goes away: its port now refuses connections.
      await smtp.close();
    });
    afterAll(() => t?.close());

    it("post /api/users creates the account and answers its link with mail: failed; the link sets a password", async () => {
      const response = await admin.request("POST", "/api/users", { email: "ivy@example.com", name: "Ivy Invitee", role: "Manager" });
      expect(response.status).toBe(201);
      const invitation = (await response.json()) as Invitation;
      expect(invitation.mail).toBe("failed");
      expect(invitation.user).toMatchObject({ email: "ivy@example.com", name: "Ivy Invitee", role: "Manager" });

      const users = (await (await admin.request("GET", "/api/users")).json()) as UserList;
      expect(users.users.filter((user) => user.email === "ivy@example.com")).toHaveLength(1);
      // Asking again is refused as before: the account exists.
      expect((await admin.request("POST", "/api/users", { email: "ivy@example.com", name: "Ivy Invitee", role: "Manager" })).status).toBe(409);

      const token = new URL(invitation.setPasswordUrl).searchParams.get("token");
      const guest = new TestClient(t.app);
      expect((await guest.request("POST", "/api/auth/reset-password", { token, newPassword: "chosen password" })).status).toBe(200);
      expect((await guest.logIn("ivy@example.com", "chosen password")).status).toBe(200);
    });
  });
}
