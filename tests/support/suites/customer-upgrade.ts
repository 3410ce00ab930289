import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerUpgradeReport } from "../../../src/shared/schemas/customers";
import type { DatabaseKind } from "../../../src/server/db/database";
import { openPostgres } from "../../../src/server/db/postgres";
import { customers, customerVehicles, invoices, jobCards, serviceTickets, shopVehicles } from "../../../src/server/db/schema";
import { runCustomerUpgrade } from "../../../src/server/customer-upgrade/run-customer-upgrade";
import { emailKey, nameKey, phoneKey } from "../../../src/server/customer-upgrade/upgrade-rules";
import { approvedCard, createInvoice, finalized, priceShop } from "../invoice-fixture";
import { bodyOf, openShop, type Shop } from "../shop-test-fixture";
import { silentLogger } from "../test-database";

interface Texts {
  name: string | null;
  contact: string | null;
}

/** Run on PGlite by src/server/customer-upgrade/customer-upgrade.test.ts, on PostgreSQL by tests/system/postgres/customer-upgrade-postgres.test.ts. */
export function describeCustomerUpgrade(kind: DatabaseKind): void {
  describe(`the upgrade to customer records on ${kind}`, () => {
    let shop: Shop;
    /** Each record's customer text before the upgrade, by id. */
    const before = new Map<string, Texts & { kind: string }>();
    let report: CustomerUpgradeReport;
    let finalizedParties: unknown;
    let finalizedId = "";

    async function ticket(name: string | null, contact: string | null, vin: string): Promise<string> {
      const [row] = await shop.t.database.db
        .insert(serviceTickets)
        .values({ vin, customerName: name, customerContact: contact, issueDescription: "Upgrade", createdBy: shop.admin.profile.userId })
        .returning({ id: serviceTickets.id });
      before.set(row!.id, { kind: "ticket", name, contact });
      return row!.id;
    }

    async function jobCard(name: string | null, contact: string | null, vin: string): Promise<string> {
      const [row] = await shop.t.database.db
        .insert(jobCards)
        .values({ vin, customerName: name, customerContact: contact, serviceDescription: "Upgrade", createdBy: shop.admin.profile.userId })
        .returning({ id: jobCards.id });
      before.set(row!.id, { kind: "job-card", name, contact });
      return row!.id;
    }

    async function vehicle(id: string, vin: string, owner: { name: string; phone?: string; email?: string }): Promise<void> {
      await shop.t.database.db.insert(shopVehicles).values({
        id,
        version: 1,
        make: "Honda",
        model: "Civic",
        year: 2019,
        vin,
        ownerName: owner.name,
        ownerPhone: owner.phone ?? "",
        ownerEmail: owner.email ?? "",
      });
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      // A staff-made customer the upgrade should find by e-mail, and hold a VIN.
      const [existing] = await shop.t.database.db
        .insert(customers)
        .values({ id: "11111111-1111-4111-8111-111111111111", name: "Erin Existing", email: "erin@example.com", phones: [] })
        .returning({ id: customers.id });
      await shop.t.database.db.insert(customerVehicles).values({ customerId: existing!.id, vin: "HELDVIN0000000001", make: "Ford", model: "Focus" });

      await vehicle("veh-ann", "ANNVIN00000000001", { name: "Ann Smith", phone: "555-0101", email: "ann@example.com" });
      await vehicle("veh-gone", "GONEVIN0000000001", { name: "Gary Gone" });
      await shop.t.database.db.update(shopVehicles).set({ deletedAt: new Date() }).where(eq(shopVehicles.id, "veh-gone"));
      await ticket("ann smith", "(555) 010-1", "ANNVIN00000000001"); // phone
      await ticket("Ann S.", "ANN@example.com", "ANNVIN00000000001"); // e-mail; the other name kept in notes
      await ticket("Erin E.", "erin@example.com", "HELDVIN0000000001"); // the existing customer, by e-mail
      await ticket("Bob Jones", "555-0202", "BOBVIN00000000001"); // created
      await ticket("Zed", "zed@example.com", "HELDVIN0000000001"); // created; the VIN is Erin's: skipped and reported
      await ticket(null, null, "NOTEXT00000000001"); // no customer text: not a customer's record
      await ticket("Cal Contact", "call after 5pm", "CALVIN00000000001"); // created; the contact kept in notes
      await jobCard("  Ann   Smith ", null, "ANNVIN00000000001"); // name
      await jobCard("Bob Jones", "555-0303", "BOBVIN00000000002"); // same name, other phone: a second Bob, reported
      await jobCard("Bob Jones", null, "BOBVIN00000000003"); // a name of two customers: left
      await jobCard(null, "555-0909", "NONAME00000000001"); // no name, matches nobody: left

      // Invoices from cards with typed customers: one draft, one finalized (frozen parties).
      const draftCard = await approvedCard(shop, undefined, { customerName: "Dora Draft", customerContact: "dora@example.com", vin: "DORAVIN0000000001" });
      const draft = await createInvoice(shop.advisor.client, draftCard);
      const finalCard = await approvedCard(shop, undefined, { customerName: "Finn Final", customerContact: "finn@example.com", vin: "FINNVIN0000000001" });
      const billed = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, finalCard)).id);
      finalizedId = billed.id;
      finalizedParties = billed.parties;
      for (const [id, name, contact] of [
        [draftCard, "Dora Draft", "dora@example.com"],
        [finalCard, "Finn Final", "finn@example.com"],
      ] as const) {
        before.set(id, { kind: "job-card", name, contact });
      }
      before.set(draft.id, { kind: "invoice", name: "Dora Draft", contact: "dora@example.com" });
      before.set(billed.id, { kind: "invoice", name: "Finn Final", contact: "finn@example.com" });

      const first = await runCustomerUpgrade(shop.t.database, silentLogger);
      expect(first.ran).toBe(true);
      report = first.report;
    });
    afterAll(() => shop?.t.close());

    async function snapshot() {
      const db = shop.t.database.db;
      return {
        customers: await db.select().from(customers).orderBy(asc(customers.id)),
        vehicles: await db.select().from(customerVehicles).orderBy(asc(customerVehicles.id)),
        tickets: await db.select({ id: serviceTickets.id, customerId: serviceTickets.customerId, name: serviceTickets.customerName }).from(serviceTickets).orderBy(asc(serviceTickets.id)),
        cards: await db.select({ id: jobCards.id, customerId: jobCards.customerId, name: jobCards.customerName }).from(jobCards).orderBy(asc(jobCards.id)),
        invoices: await db.select({ id: invoices.id, customerId: invoices.customerId, name: invoices.customerName, parties: invoices.parties }).from(invoices).orderBy(asc(invoices.id)),
      };
    }

    it("counts what it matched, created and left", () => {
      expect(report.ranAt).not.toBeNull();
      // Ann (from her vehicle), Bob, Zed, Cal, the second Bob, Dora and Finn.
      expect(report.created).toBe(7);
      expect(report.linked).toEqual({ vehicles: 1, tickets: 6, jobCards: 4, invoices: 2 });
      expect(report.matchedOn).toEqual({ email: 4, phone: 1, name: 1 });
      expect(report.left.map((left) => [left.kind, left.customerText, left.reason])).toEqual([
        ["job-card", "Bob Jones", "Its name matches 2 customers."],
        ["job-card", "555-0909", "Its contact matches no customer and it has no name to make one from."],
      ]);
      expect(report.possibleDuplicates).toHaveLength(1);
      expect(report.possibleDuplicates[0]!.reason).toBe("Same name, different contact details.");
      expect(report.vinsSkipped).toEqual([
        expect.objectContaining({ vin: "HELDVIN0000000001", kind: "ticket", heldByCustomerId: "11111111-1111-4111-8111-111111111111" }),
      ]);
    });

    it("loses nothing: every record with customer text is linked or reported, and a linked one's text is in its customer", async () => {
      const now = await snapshot();
      const rows = [...now.tickets, ...now.cards, ...now.invoices];
      const leftIds = new Set(report.left.map((left) => left.id));
      for (const [id, texts] of before) {
        const row = rows.find((candidate) => candidate.id === id)!;
        if (!texts.name && !texts.contact) {
          // No customer text: not a customer's record, neither linked nor reported.
          expect(row.customerId).toBeNull();
          expect(leftIds.has(id)).toBe(false);
          continue;
        }
        if (!row.customerId) {
          expect(leftIds.has(id), `${texts.kind} ${id}`).toBe(true);
          continue;
        }
        const customer = now.customers.find((candidate) => candidate.id === row.customerId)!;
        const kept = [customer.name, customer.email, ...customer.phones.map((phone) => phone.number), customer.notes].join("\n");
        if (texts.name) expect(nameKey(customer.name) === nameKey(texts.name) || customer.notes.includes(texts.name.trim()), `${texts.kind} ${id}: ${texts.name}`).toBe(true);
        if (texts.contact) {
          const contact = texts.contact.trim();
          const found =
            (emailKey(contact) !== null && emailKey(customer.email) === emailKey(contact)) ||
            (phoneKey(contact) !== null && customer.phones.some((phone) => phoneKey(phone.number) === phoneKey(contact))) ||
            kept.includes(contact);
          expect(found, `${texts.kind} ${id}: ${contact}`).toBe(true);
        }
      }
      // Left records keep their own text.
      const bob = now.cards.find((row) => row.id === report.left[0]!.id);
      expect(bob).toMatchObject({ customerId: null, name: "Bob Jones" });
    });

    it("links the shared vehicle's VIN to its owner and keeps a finalized invoice's frozen parties", async () => {
      const now = await snapshot();
      const ann = now.customers.find((customer) => customer.email === "ann@example.com")!;
      expect(ann).toMatchObject({ name: "Ann Smith", phones: [{ kind: "Other", number: "555-0101" }] });
      expect(ann.notes).toContain("Ann S.");
      expect(now.vehicles.filter((row) => row.customerId === ann.id).map((row) => [row.vin, row.make, row.model, row.year])).toEqual([
        ["ANNVIN00000000001", "Honda", "Civic", 2019],
      ]);
      const billed = now.invoices.find((row) => row.id === finalizedId)!;
      expect(billed.customerId).not.toBeNull();
      expect(billed.parties).toEqual(finalizedParties);
      expect(now.customers.some((customer) => customer.name === "Gary Gone")).toBe(false);
    });

    it("changes nothing when it runs again", async () => {
      const beforeSecond = await snapshot();
      const second = await runCustomerUpgrade(shop.t.database, silentLogger);
      expect(second).toEqual({ ran: false, report });
      expect(await snapshot()).toEqual(beforeSecond);
    });

    it("get /api/customers/upgrade-report answers the stored report to staff who serve customers, 403 to others", async () => {
      const response = await shop.advisor.client.request("GET", "/api/customers/upgrade-report");
      expect(response.status).toBe(200);
      expect(await bodyOf<CustomerUpgradeReport>(response)).toEqual(report);
      expect((await shop.technician.client.request("GET", "/api/customers/upgrade-report")).status).toBe(403);
      expect((await shop.user.client.request("GET", "/api/customers/upgrade-report")).status).toBe(403);
    });
  });

  describe(`two servers starting together on ${kind}`, () => {
    it("run the upgrade once", async () => {
      const shop = await openShop(kind);
      try {
        await shop.t.database.db
          .insert(serviceTickets)
          .values({ vin: "TWOVIN", customerName: "Tess Twice", customerContact: "tess@example.com", issueDescription: "x", createdBy: shop.admin.profile.userId });
        // A second instance has a pool of its own on the same PostgreSQL database; PGlite has one process.
        const second = kind === "postgres" ? await openPostgres(shop.t.database.url!, silentLogger) : shop.t.database;
        try {
          const results = await Promise.all([runCustomerUpgrade(shop.t.database, silentLogger), runCustomerUpgrade(second, silentLogger)]);
          expect(results.map((result) => result.ran).sort()).toEqual([false, true]);
          expect(results[0]!.report).toEqual(results[1]!.report);
          expect(await shop.t.database.db.$count(customers, eq(customers.name, "Tess Twice"))).toBe(1);
        } finally {
          if (second !== shop.t.database) await second.close();
        }
      } finally {
        await shop.t.close();
      }
    });
  });
}
