import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSHES_PER_MINUTE } from "../../../src/server/shop-records/push-rate-limit";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, type TestClient } from "../test-client";
import { errorOf } from "../shop-test-fixture";
import { pull, push, pushOk, putMutation, shareShopRecords, shopTables } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/shop-records/sync-push-limits.test.ts, on PostgreSQL by tests/system/postgres/sync-push-limits-postgres.test.ts. */
export function describeSyncPushLimits(kind: DatabaseKind): void {
  describe(`post /sync/push limits on ${kind}`, () => {
    let t: TestApp;
    let admin: TestClient;
    let advisor: TestClient;

    beforeAll(async () => {
      // A push applies one mutation and answers: the slice a push gets, cut as short as it goes.
      t = await createTestApp(kind, { syncPushBudgetMs: 0 });
      admin = (await signedInClient(t.app, "admin@example.com", { name: "Ada Admin" })).client;
      const other = await signedInClient(t.app, "advisor@example.com", { name: "Sam Advisor" });
      const granted = await admin.request("PATCH", `/api/users/${other.profile.userId}`, {
        name: other.profile.name,
        role: "Service Advisor",
        shopName: "",
        isActive: true,
      });
      expect(granted.status).toBe(200);
      advisor = other.client;
      await shareShopRecords(admin);
    });
    afterAll(() => t?.close());

    it("answers how far a push got when its time is up, and the device sends the rest", async () => {
      const device = "limits-partial";
      const mutations = [1, 2, 3].map((id) => putMutation(id, "vehicles", `partial-${id}`, { make: `Make ${id}` }));
      expect(await pushOk(admin, device, mutations)).toEqual({ lastMutationId: 1, rejected: [] });
      // Sent again whole (the answer lost on the way): the one done is skipped and the next applied.
      expect(await pushOk(admin, device, mutations)).toEqual({ lastMutationId: 2, rejected: [] });
      expect(await pushOk(admin, device, mutations.slice(2))).toEqual({ lastMutationId: 3, rejected: [] });
      const answer = await pull(admin, device);
      expect(answer.lastMutationId).toBe(3);
      expect(answer.changes.filter((change) => change.id.startsWith("partial-")).map((change) => change.record.make)).toEqual([
        "Make 1",
        "Make 2",
        "Make 3",
      ]);
    });

    it(`answers 429 with Retry-After in whole seconds past ${PUSHES_PER_MINUTE} pushes of one account in a minute, applying nothing`, async () => {
      const device = "limits-busy";
      const first = putMutation(1, "vehicles", "busy-1", { make: "First" });
      // The first push and the ones sent again after it: each counts.
      for (let count = 0; count < PUSHES_PER_MINUTE; count += 1) expect((await push(advisor, device, [first])).status).toBe(200);
      const stored = await shopTables(t.database);

      const refused = await push(advisor, device, [putMutation(2, "vehicles", "busy-2", { make: "Too many" })]);
      expect(refused.status).toBe(429);
      const retryAfter = refused.headers.get("retry-after");
      expect(retryAfter).toMatch(/^[1-9]\d*$/);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      expect(await errorOf(refused)).toEqual({
        code: "too_many_requests",
        message: `Too many changes sent from this account. The rest are sent in ${retryAfter} seconds.`,
      });
      expect(await shopTables(t.database)).toEqual(stored);
      expect((await pull(advisor, device)).lastMutationId).toBe(1);

      // Another account's pushes are counted apart.
      expect(await pushOk(admin, "limits-other", [putMutation(1, "vehicles", "busy-other", { make: "Other" })])).toEqual({
        lastMutationId: 1,
        rejected: [],
      });
    });

    it("get /api/openapi.json documents the push's 429 and its Retry-After in whole seconds", async () => {
      const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
        paths: Record<string, { post?: { responses: Record<string, { headers?: Record<string, { schema: { type: string } }> }> } }>;
      };
      const refused = doc.paths["/api/sync/push"]?.post?.responses["429"];
      expect(refused?.headers?.["Retry-After"]?.schema.type).toBe("integer");
    });
  });
}
