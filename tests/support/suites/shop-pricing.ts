import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopPricing } from "../../../src/shared/schemas/estimates";
import { INVOICE_TEST_PRICING } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/estimates/shop-pricing.test.ts, on PostgreSQL by tests/system/postgres/shop-pricing-postgres.test.ts. */
export function describeShopPricing(kind: DatabaseKind): void {
  describe(`the shop's invoice prefix on ${kind}`, () => {
    let shop: Shop;
    const read = async () => (await bodyOf<{ shopPricing: ShopPricing }>(await shop.admin.client.request("GET", "/api/shop-pricing"))).shopPricing;
    const save = (body: Record<string, unknown>) => shop.admin.client.request("PUT", "/api/shop-pricing", body);
    const { invoicePrefix: _prefix, ...withoutPrefix } = INVOICE_TEST_PRICING;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    it("get /shop-pricing reads INV- before the shop saves anything, and after a save that leaves the prefix out", async () => {
      expect((await read()).invoicePrefix).toBe("INV-");
      expect((await save(withoutPrefix)).status).toBe(200);
      expect((await read()).invoicePrefix).toBe("INV-");
    });

    it("put /shop-pricing stores a chosen prefix (trimmed) and keeps it when a later save leaves it out", async () => {
      const saved = await save({ ...withoutPrefix, invoicePrefix: " AS-2026/ " });
      expect(saved.status).toBe(200);
      expect((await bodyOf<{ shopPricing: ShopPricing }>(saved)).shopPricing.invoicePrefix).toBe("AS-2026/");
      expect((await save({ ...withoutPrefix, shopName: "Renamed" })).status).toBe(200);
      expect((await read()).invoicePrefix).toBe("AS-2026/");
    });

    it.each([
      ["", "Invoice prefix is required."],
      ["INVOICE-NUMBER-", "Invoice prefix has at most 12 characters."],
      ["IN V", "Invoice prefix may hold letters, digits and - / # . only."],
    ])("put /shop-pricing refuses the prefix %j with its message and stores nothing", async (invoicePrefix, message) => {
      const before = await read();
      const refused = await save({ ...withoutPrefix, invoicePrefix, shopName: "Not stored" });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).details?.fields?.invoicePrefix).toEqual([message]);
      expect(await read()).toEqual(before);
    });
  });
}
