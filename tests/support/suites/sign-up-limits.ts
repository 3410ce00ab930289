import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { rawRequest } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, sign-up: an anonymous visitor stores only the fields the product uses, each
 * within its length, and the server, not the visitor, gives the username.
 */
const VALID = { name: "Sam Lee", password: "correct horse", initialRole: "User" };

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Run on PGlite by src/server/auth/sign-up-limits.test.ts, on PostgreSQL by tests/system/postgres/sign-up-limits-postgres.test.ts. */
export function describeSignUpLimits(kind: DatabaseKind): void {
  describe(`sign-up limits (${kind})`, () => {
    let t: TestApp;
    let admin: TestClient;

    beforeAll(async () => {
      t = await createTestApp(kind);
      ({ client: admin } = await signedInClient(t.app, "owner@example.com"));
    });
    afterAll(() => t?.close());

    async function users(): Promise<Profile[]> {
      return ((await (await admin.request("GET", "/api/users")).json()) as { users: Profile[] }).users;
    }

    async function expectNoAccount(email: string) {
      expect((await users()).some((user) => user.email === email)).toBe(false);
    }

    it.each([
      ["image", { image: "data:image/png;base64,AAAA" }],
      ["username", { username: "admin" }],
      ["rememberMe", { rememberMe: true }],
      ["isAdmin", { isAdmin: true }],
    ])("refuses a field the product does not use (%s) and creates nothing", async (field, extra) => {
      const email = `extra-${field.toLowerCase()}@example.com`;
      const response = await rawRequest(t.app, "POST", "/api/auth/sign-up/email", { body: { ...VALID, email, ...extra } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(`Sign-up does not accept the field "${field}".`);
      await expectNoAccount(email);
    });

    it.each([
      ["a name over 100 characters", { name: "N".repeat(101) }, "Name is too long."],
      ["a callbackURL over 2,000 characters", { callbackURL: `/login?${"x".repeat(2001)}` }, "The callbackURL is too long."],
    ])("refuses %s with a clear message", async (_case, extra, message) => {
      const email = `long-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const response = await rawRequest(t.app, "POST", "/api/auth/sign-up/email", { body: { ...VALID, email, ...extra } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
      await expectNoAccount(email);
    });

    it("refuses any auth body over 16 KB, so an image of most of a megabyte never reaches the database", async () => {
      const email = "big-image@example.com";
      const image = `data:image/png;base64,${"A".repeat(900 * 1024)}`;
      const signUp = await rawRequest(t.app, "POST", "/api/auth/sign-up/email", { body: { ...VALID, email, image } });
      expect(signUp.status).toBe(413);
      expect((await errorOf(signUp)).message).toBe("The request body is larger than 16 KB.");
      const signIn = await rawRequest(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email: "owner@example.com", password: "x".repeat(17 * 1024) },
      });
      expect(signIn.status).toBe(413);
      await expectNoAccount(email);
    });

    it("gives usernames from the e-mail, unique whatever the case, with the smallest free number", async () => {
      await new TestClient(t.app).signUp("sam@one.example");
      await new TestClient(t.app).signUp("Sam@two.example");
      const invite = await admin.request("POST", "/api/users", { email: "SAM@three.example", name: "Sam Three", role: "User", shopName: "" });
      expect(invite.status).toBe(201);
      const byEmail = new Map((await users()).map((user) => [user.email, user.username]));
      expect(byEmail.get("sam@one.example")).toBe("sam");
      expect(byEmail.get("sam@two.example")).toBe("sam2");
      expect(byEmail.get("sam@three.example")).toBe("sam3");
    });

    it("never gives a reserved name such as admin, whoever signs up with that e-mail", async () => {
      await new TestClient(t.app).signUp("admin@stranger.example");
      await new TestClient(t.app).signUp("root@stranger.example");
      const byEmail = new Map((await users()).map((user) => [user.email, user.username]));
      expect(byEmail.get("admin@stranger.example")).toBe("admin2");
      expect(byEmail.get("root@stranger.example")).toBe("root2");
    });

    it("keeps usernames unique in the database itself, whatever the case", async () => {
      await expect(
        t.database.db.execute(
          sql`insert into users (id, name, email, email_verified, username) values ('dup-1', 'Dup', 'dup@example.com', true, 'SAM')`,
        ),
      ).rejects.toThrow();
    });
  });
}
