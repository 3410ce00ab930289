import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import { TestClient } from "../test-client";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { pushOk, putMutation, shareShopRecords } from "../shop-sync";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/shop-records/shop-records-setting.test.ts, on PostgreSQL by tests/system/postgres/shop-records-setting-postgres.test.ts. */
export function describeShopRecordsSetting(kind: DatabaseKind): void {
  describe(`the shop records setting on ${kind}`, () => {
    let shop: Shop;
    const published: ChangeEvent[] = [];

    beforeAll(async () => {
      shop = await openShop(kind);
      shop.t.events.subscribe((event) => published.push(event));
    });
    afterAll(() => shop?.t.close());

    async function settingSeenBy(member: Shop["admin"]) {
      const response = await member.client.request("GET", "/api/shop-records/setting");
      expect(response.status).toBe(200);
      return bodyOf<{ shared: boolean }>(response);
    }

    it("get /shop-records/setting answers off to every role until an Admin turns sharing on", async () => {
      for (const member of [shop.admin, shop.advisor, shop.technician, shop.user]) expect(await settingSeenBy(member)).toEqual({ shared: false });
    });

    it("put /shop-records/setting as another role answers 403 and leaves sharing as it was", async () => {
      for (const member of [shop.advisor, shop.technician, shop.user]) {
        const response = await member.client.request("PUT", "/api/shop-records/setting", { shared: true });
        expect(response.status).toBe(403);
        expect((await errorOf(response)).code).toBe("forbidden");
      }
      expect(await settingSeenBy(shop.user)).toEqual({ shared: false });
    });

    it("put /shop-records/setting refuses a body that is not the setting", async () => {
      const response = await shop.admin.client.request("PUT", "/api/shop-records/setting", { shared: "yes" });
      expect(response.status).toBe(400);
      expect(await settingSeenBy(shop.admin)).toEqual({ shared: false });
    });

    /** PostgreSQL delivers events through LISTEN/NOTIFY, a moment after the request answered. */
    async function announcedSoFar(count: number): Promise<ChangeEvent[]> {
      await vi.waitFor(() => expect(published.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
      return published.splice(0);
    }

    it("put /shop-records/setting as the Admin turns sharing on and off for everyone, announcing each change", async () => {
      published.length = 0;
      const response = await shop.admin.client.request("PUT", "/api/shop-records/setting", { shared: true });
      expect(response.status).toBe(200);
      expect(await bodyOf(response)).toEqual({ shared: true });
      expect(await settingSeenBy(shop.technician)).toEqual({ shared: true });
      await shareShopRecords(shop.admin.client, false);
      expect(await settingSeenBy(shop.technician)).toEqual({ shared: false });
      const announcement: ChangeEvent = { resource: "shop-records-setting", action: "updated", id: "shop" };
      expect(await announcedSoFar(2)).toEqual([announcement, announcement]);
    });

    it("get /auth/me, the session check every page load makes, tells the setting too (and nothing without a session)", async () => {
      const seenAtSessionCheck = async (client: Shop["admin"]["client"]) => {
        const response = await client.request("GET", "/api/auth/me");
        expect(response.status).toBe(200);
        return (await bodyOf<{ shopRecordsShared?: boolean }>(response)).shopRecordsShared;
      };
      expect(await seenAtSessionCheck(shop.technician.client)).toBe(false);
      await shareShopRecords(shop.admin.client, true);
      expect(await seenAtSessionCheck(shop.technician.client)).toBe(true);
      expect(await seenAtSessionCheck(new TestClient(shop.t.app))).toBeUndefined();
      await shareShopRecords(shop.admin.client, false);
      expect(await seenAtSessionCheck(shop.user.client)).toBe(false);
      // Both setting writes are announced (on PostgreSQL a moment later): taken here, so the next test sees only its own.
      await announcedSoFar(2);
    });

    it("a push that changed something announces shop-records; one sent again, that changed nothing, does not", async () => {
      await shareShopRecords(shop.admin.client, true);
      await announcedSoFar(1);
      const mutations = [putMutation(1, "vehicleCustomFields", "cf-1", { label: "Colour", type: "text" })];
      await pushOk(shop.advisor.client, "device-announce", mutations);
      expect(await announcedSoFar(1)).toEqual([{ resource: "shop-records", action: "updated", id: "shop" }]);
      await pushOk(shop.advisor.client, "device-announce", mutations);
      // A setting change after it: its announcement comes after anything the second push announced.
      await shareShopRecords(shop.admin.client, true);
      expect(await announcedSoFar(1)).toEqual([{ resource: "shop-records-setting", action: "updated", id: "shop" }]);
    });
  });
}
