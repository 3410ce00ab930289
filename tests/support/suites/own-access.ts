import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, type TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, access changes: one rule for every route that changes a role or the active
 * flag. No one changes their own, and the last active Admin stays.
 */
async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Run on PGlite by src/server/routes/users/own-access.test.ts, on PostgreSQL by tests/system/postgres/own-access-postgres.test.ts. */
export function describeOwnAccess(kind: DatabaseKind): void {
  describe(`changing one's own access (${kind})`, () => {
    let t: TestApp;
    let first: { client: TestClient; profile: Profile };
    let second: { client: TestClient; profile: Profile };

    beforeAll(async () => {
      t = await createTestApp(kind);
      first = await signedInClient(t.app, "first-admin@example.com", { name: "First Admin" });
      second = await signedInClient(t.app, "second-admin@example.com", { name: "Second Admin" });
      const promote = await first.client.request("PATCH", `/api/users/${second.profile.userId}`, {
        name: "Second Admin", role: "Admin", shopName: "", isActive: true,
      });
      expect(promote.status).toBe(200);
    });
    afterAll(() => t?.close());

    function patchSelf(change: { role: string; isActive: boolean }) {
      return first.client.request("PATCH", `/api/users/${first.profile.userId}`, { name: "First Admin", shopName: "", ...change });
    }

    it.each([
      ["patch /api/users/{id} with isActive false", () => patchSelf({ role: "Admin", isActive: false }), "You cannot deactivate your own account."],
      ["patch /api/users/{id} with another role", () => patchSelf({ role: "Manager", isActive: true }), "You cannot change your own role."],
      ["post /api/users/{id}/deactivate", () => first.client.request("POST", `/api/users/${first.profile.userId}/deactivate`), "You cannot deactivate your own account."],
    ])("is refused through %s, though another active Admin exists, and changes nothing", async (_route, send, message) => {
      const response = await send();
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(message);
      expect(await first.client.me()).toMatchObject({ role: "Admin", isActive: true });
    });

    it("still lets an Admin save their own name through the same form", async () => {
      const response = await first.client.request("PATCH", `/api/users/${first.profile.userId}`, {
        name: "First Admin Renamed", role: "Admin", shopName: "Main Street", isActive: true,
      });
      expect(response.status).toBe(200);
      expect(await first.client.me()).toMatchObject({ name: "First Admin Renamed", role: "Admin", isActive: true });
    });

    it("lets another Admin change it", async () => {
      const response = await second.client.request("PATCH", `/api/users/${first.profile.userId}`, {
        name: "First Admin", role: "Manager", shopName: "", isActive: true,
      });
      expect(response.status).toBe(200);
      expect((await first.client.me()).role).toBe("Manager");
    });
  });
}
