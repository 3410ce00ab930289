import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice } from "../../../src/shared/schemas/invoices";
import { invoiceCounter, invoices } from "../../../src/server/db/schema";
import { approvedCard, createInvoice, finalized, priceShop } from "../../support/invoice-fixture";
import { openShop, type Shop } from "../../support/shop-test-fixture";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TestClient } from "../../support/test-client";
import { TEST_DATABASE_KINDS } from "../../support/test-database";

// Two server instances need a database both can reach: PostgreSQL. Numbering on one instance is
// in the unit run (src/server/routes/invoices/invoice-finalize.test.ts).
describe.runIf(TEST_DATABASE_KINDS.includes("postgres"))("finalizing invoices on two PostgreSQL server instances", () => {
  let shop: Shop;
  let second: TestApp;
  let onSecond: TestClient;

  beforeAll(async () => {
    shop = await openShop("postgres");
    await priceShop(shop);
    second = await createTestApp("postgres", { sameDatabaseAs: shop.t });
    onSecond = new TestClient(second.app);
    expect((await onSecond.logIn("advisor@example.com")).status).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await shop?.t.close();
  });

  it("20 finalizes at once, half on each instance, take 20 consecutive numbers with no gap and no duplicate", async () => {
    const drafts: Invoice[] = [];
    for (let index = 0; index < 20; index += 1) drafts.push(await createInvoice(shop.advisor.client, await approvedCard(shop)));
    const [counter] = await shop.t.database.db.select().from(invoiceCounter);
    const before = counter!.lastNumber;
    const done = await Promise.all(drafts.map((draft, index) => finalized(index % 2 === 0 ? shop.advisor.client : onSecond, draft.id)));
    const numbers = done.map((invoice) => Number(invoice.number?.slice(4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => before + 1 + index));
    const stored = await shop.t.database.db.select({ number: invoices.number }).from(invoices);
    expect(new Set(stored.map((row) => row.number)).size).toBe(stored.length);
  });
});
