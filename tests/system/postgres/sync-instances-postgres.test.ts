import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopMutation } from "../../../src/shared/schemas/shop-sync";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TestClient } from "../../support/test-client";
import { TEST_DATABASE_KINDS } from "../../support/test-database";
import { openShop, type Shop } from "../../support/shop-test-fixture";
import { pull, pushAll, putMutation, shareShopRecords } from "../../support/shop-sync";

const MUTATIONS = 30;

function versionOf(cookie: string): number {
  return Number(cookie.split(":").at(-1));
}

// Two server instances need a database both can reach: PostgreSQL.
describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))("shop records sync on two PostgreSQL server instances", () => {
  let shop: Shop;
  let second: TestApp;
  let onSecond: TestClient;

  beforeAll(async () => {
    shop = await openShop("postgres");
    await shareShopRecords(shop.admin.client);
    second = await createTestApp("postgres", { sameDatabaseAs: shop.t });
    onSecond = new TestClient(second.app);
    expect((await onSecond.logIn("advisor@example.com")).status).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await shop?.t.close();
  });

  for (const attempt of [1, 2, 3]) {
    it(`post /sync/push sent at once to both instances applies each mutation once (attempt ${attempt})`, async () => {
      const device = `two-instances-${attempt}`;
      // Puts of a few records, several of the same one, and a delete: each takes exactly one version when applied.
      const mutations: ShopMutation[] = Array.from({ length: MUTATIONS - 1 }, (_, index) =>
        putMutation(index + 1, "vehicles", `twin-${attempt}-${index % 4}`, { mileage: index * 10, notes: `step ${index}` }),
      );
      mutations.push({ id: MUTATIONS, name: "delete", collection: "vehicles", recordId: `twin-${attempt}-0` });
      const before = await pull(shop.advisor.client, device);

      // Each instance answers after its time slice with how far it got; the device sends the rest.
      const answers = await Promise.all([pushAll(shop.advisor.client, device, mutations), pushAll(onSecond, device, mutations)]);
      for (const answer of answers) expect(answer).toEqual({ lastMutationId: MUTATIONS, rejected: [] });

      const after = await pull(onSecond, device, before.cookie);
      expect(versionOf(after.cookie) - versionOf(before.cookie)).toBe(MUTATIONS);
      expect(after.lastMutationId).toBe(MUTATIONS);
      expect(after.conflicts.filter((conflict) => conflict.recordId.startsWith(`twin-${attempt}-`))).toEqual([]);
      const byId = new Map(after.changes.map((change) => [change.id, change]));
      expect(byId.get(`twin-${attempt}-0`)).toMatchObject({ deleted: true, record: { mileage: 280, notes: "step 28" } });
      expect(byId.get(`twin-${attempt}-3`)).toMatchObject({ deleted: false, record: { mileage: 270, notes: "step 27" } });
    });
  }
});
