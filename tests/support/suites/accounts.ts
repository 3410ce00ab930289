import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invitation, Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Run on PGlite by src/server/routes/users/accounts.test.ts, on PostgreSQL by tests/system/postgres/accounts-postgres.test.ts. */
export function describeAccounts(kind: DatabaseKind): void {
  describe(`accounts on ${kind}`, () => {
    let t: TestApp;
    let admin: TestClient;
    let adminProfile: Profile;

    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ client: admin, profile: adminProfile } = await signedInClient(t.app, "owner@example.com", { name: "Olive Owner" }));
    });
    afterAll(() => t?.close());

    it("makes the first account Admin", () => {
      expect(adminProfile).toMatchObject({ role: "Admin", requestedRole: null, name: "Olive Owner", username: "owner" });
    });

    it("makes a later sign-up a User, keeping the picked role as a request", async () => {
      const { profile } = await signedInClient(t.app, "would-be-admin@example.com", { initialRole: "Admin" });
      expect(profile).toMatchObject({ role: "User", requestedRole: "Admin", isActive: true });
    });

    it("refuses a sign-up with an unknown role or a short password, creating nothing", async () => {
      const client = new TestClient(t.app);
      const badRole = await client.request("POST", "/api/auth/sign-up/email", {
        email: "x1@example.com", password: "correct horse", name: "X", initialRole: "Owner",
      });
      expect(badRole.status).toBe(400);
      const short = await client.signUp("x2@example.com", "short");
      expect(short.status).toBe(400);
      expect((await errorOf(short)).message).toMatch(/password/i);
      expect((await client.logIn("x1@example.com")).status).toBe(401);
      expect((await client.logIn("x2@example.com", "short")).status).toBe(401);
    });

    it("answers a wrong password and an unknown e-mail alike", async () => {
      const wrong = await new TestClient(t.app).logIn("owner@example.com", "not the password");
      const unknown = await new TestClient(t.app).logIn("nobody@example.com", "not the password");
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await errorOf(wrong)).toEqual(await errorOf(unknown));
    });

    it("answers forgot-password alike for known and unknown e-mails", async () => {
      const known = await new TestClient(t.app).request("POST", "/api/auth/request-password-reset", { email: "owner@example.com" });
      const unknown = await new TestClient(t.app).request("POST", "/api/auth/request-password-reset", { email: "ghost@example.com" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
    });

    it("sets an httpOnly, SameSite=Lax session cookie and a new session id at each login", async () => {
      await new TestClient(t.app).signUp("cookie@example.com");
      const first = await new TestClient(t.app).logIn("cookie@example.com");
      const second = await new TestClient(t.app).logIn("cookie@example.com");
      const cookie = first.headers.getSetCookie().find((line) => line.startsWith("autoserv.session_token="));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const token = (line?: string) => line?.split(";")[0];
      expect(token(cookie)).not.toBe(token(second.headers.getSetCookie()[0]));
    });

    it("get /api/me answers 401 with the error shape without a session", async () => {
      const response = await new TestClient(t.app).request("GET", "/api/me");
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toEqual({ code: "unauthorized", message: "Please log in to continue." });
    });

    it("get /api/auth/me answers null without a session and the profile with one", async () => {
      const guest = await new TestClient(t.app).request("GET", "/api/auth/me");
      expect(guest.status).toBe(200);
      expect(await guest.json()).toEqual({ profile: null });
      const own = await admin.request("GET", "/api/auth/me");
      expect(((await own.json()) as { profile: Profile }).profile).toMatchObject({ userId: adminProfile.userId, role: "Admin" });
    });

    it("ends the session at logout", async () => {
      const { client } = await signedInClient(t.app, "leaver@example.com");
      expect((await client.request("POST", "/api/auth/sign-out", {})).status).toBe(200);
      expect((await client.request("GET", "/api/me")).status).toBe(401);
    });

    it("put /api/profile saves name and shop name and never the role", async () => {
      const { client } = await signedInClient(t.app, "advisor-to-be@example.com");
      const response = await client.request("PUT", "/api/profile", { name: "Ada Advisor", shopName: "Main St Garage", role: "Admin" });
      expect(response.status).toBe(200);
      expect((await client.me())).toMatchObject({ name: "Ada Advisor", shopName: "Main St Garage", role: "User" });
    });

    it("put /api/profile refuses an empty name and changes nothing", async () => {
      const { client } = await signedInClient(t.app, "keeps-name@example.com", { name: "Kept Name" });
      const response = await client.request("PUT", "/api/profile", { name: "  ", shopName: "X" });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("validation_failed");
      expect(await client.me()).toMatchObject({ name: "Kept Name", shopName: "" });
    });

    it("post /api/account/password changes it and ends the user's other sessions", async () => {
      const { client } = await signedInClient(t.app, "changer@example.com");
      const other = new TestClient(t.app);
      await other.logIn("changer@example.com");
      expect((await other.request("GET", "/api/me")).status).toBe(200);

      expect((await client.request("POST", "/api/account/password", { newPassword: "a much better one" })).status).toBe(204);
      expect((await client.request("GET", "/api/me")).status).toBe(200);
      expect((await other.request("GET", "/api/me")).status).toBe(401);
      expect((await new TestClient(t.app).logIn("changer@example.com")).status).toBe(401);
      expect((await new TestClient(t.app).logIn("changer@example.com", "a much better one")).status).toBe(200);
    });

    it("post /api/account/password refuses a short password", async () => {
      const { client } = await signedInClient(t.app, "short-change@example.com");
      const response = await client.request("POST", "/api/account/password", { newPassword: "short" });
      expect(response.status).toBe(400);
      expect((await new TestClient(t.app).logIn("short-change@example.com")).status).toBe(200);
    });

    it("lets an Admin grant a requested role, which clears the request", async () => {
      const { client, profile } = await signedInClient(t.app, "tech@example.com", { initialRole: "Service Technician" });
      const response = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: profile.name, role: "Service Technician", shopName: "", isActive: true, updatedAt: profile.updatedAt,
      });
      expect(response.status).toBe(200);
      expect(await client.me()).toMatchObject({ role: "Service Technician", requestedRole: null });
    });

    it("refuses a stale edit with 409 and keeps the newer one", async () => {
      const { profile } = await signedInClient(t.app, "stale@example.com");
      const first = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: "First Edit", role: "Manager", shopName: "", isActive: true, updatedAt: profile.updatedAt,
      });
      expect(first.status).toBe(200);
      const second = await admin.request("PATCH", `/api/users/${profile.userId}`, {
        name: "Second Edit", role: "User", shopName: "", isActive: true, updatedAt: profile.updatedAt,
      });
      expect(second.status).toBe(409);
      expect((await errorOf(second)).message).toMatch(/someone else changed this user/i);
      const users = ((await (await admin.request("GET", "/api/users")).json()) as { users: Profile[] }).users;
      expect(users.find((user) => user.userId === profile.userId)).toMatchObject({ name: "First Edit", role: "Manager" });
    });

    it("never lets the last active Admin be demoted or deactivated", async () => {
      const demote = await admin.request("PATCH", `/api/users/${adminProfile.userId}`, {
        name: adminProfile.name, role: "Manager", shopName: "", isActive: true,
      });
      expect(demote.status).toBe(400);
      expect((await errorOf(demote)).message).toBe("AutoServ needs at least one active Admin. Make another user Admin first.");
      const deactivate = await admin.request("PATCH", `/api/users/${adminProfile.userId}`, {
        name: adminProfile.name, role: "Admin", shopName: "", isActive: false,
      });
      expect(deactivate.status).toBe(400);
      expect((await admin.me()).role).toBe("Admin");
    });

    it("deactivation ends the user's sessions and refuses their sign-in", async () => {
      const { client, profile } = await signedInClient(t.app, "gone@example.com");
      const response = await admin.request("POST", `/api/users/${profile.userId}/deactivate`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { user: Profile }).user.isActive).toBe(false);
      expect((await client.request("GET", "/api/me")).status).toBe(401);
      const again = await new TestClient(t.app).logIn("gone@example.com");
      expect(again.status).toBe(403);
      expect((await errorOf(again)).message).toBe("This account has been deactivated. Ask an administrator to reactivate it.");
    });

    it("refuses an Admin deactivating their own account", async () => {
      const response = await admin.request("POST", `/api/users/${adminProfile.userId}/deactivate`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("You cannot deactivate your own account.");
    });

    it("invites a user whose one-time link sets a password that logs in", async () => {
      const invite = await admin.request("POST", "/api/users", { email: "New.Hire@Example.com", name: "Nia Hire", role: "Service Advisor" });
      expect(invite.status).toBe(201);
      const body = (await invite.json()) as Invitation;
      expect(body.user).toMatchObject({ email: "new.hire@example.com", role: "Service Advisor", requestedRole: null, username: "new.hire" });
      expect(body.mail).toBe("not_configured");
      const token = new URL(body.setPasswordUrl).searchParams.get("token")!;
      expect(body.setPasswordUrl).toBe(`http://localhost/reset-password?token=${token}`);

      const guest = new TestClient(t.app);
      expect((await guest.logIn("new.hire@example.com", "chosen password")).status).toBe(401);
      expect((await guest.request("POST", "/api/auth/reset-password", { token, newPassword: "chosen password" })).status).toBe(200);
      expect((await guest.logIn("new.hire@example.com", "chosen password")).status).toBe(200);
      expect((await guest.me()).role).toBe("Service Advisor");
      const reused = await guest.request("POST", "/api/auth/reset-password", { token, newPassword: "another password" });
      expect(reused.status).toBe(400);
    });

    it("refuses to invite an e-mail that already has an account", async () => {
      const response = await admin.request("POST", "/api/users", { email: "owner@example.com", name: "Dup", role: "User" });
      expect(response.status).toBe(409);
    });

    it("refuses a state-changing request from another site", async () => {
      const response = await admin.request("PUT", "/api/profile", { name: "Hijacked" }, { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe("Requests from another site are not allowed.");
      const signIn = await new TestClient(t.app).request("POST", "/api/auth/sign-in/email",
        { email: "owner@example.com", password: "correct horse" }, { origin: "https://evil.example" });
      expect(signIn.status).toBe(403);
      expect((await admin.me()).name).toBe("Olive Owner");
    });
  });
}
