import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { ActivityList } from "../../../src/shared/schemas/activity";
import type { Customer, CustomerExport, CustomerSummary } from "../../../src/shared/schemas/customers";
import type { Invoice } from "../../../src/shared/schemas/invoices";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import { CUSTOMER_OWNED_TABLES } from "../../../src/server/customers/merge-customers";
import type { DatabaseKind } from "../../../src/server/db/database";
import { appointments, customerVehicles, invoices, jobCards, serviceTickets } from "../../../src/server/db/schema";
import { addCustomer, addCustomerVehicle, linkToCustomer, signedInManager } from "../customer-fixture";
import { approvedCard, createInvoice, finalized, priceShop, readInvoiceOf } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, openTicket, type Shop, type ShopMember } from "../shop-test-fixture";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Run on PGlite by src/server/routes/customers/customer-merge-erase.test.ts, on PostgreSQL by tests/system/postgres/customer-merge-erase-postgres.test.ts. */
export function describeCustomerMergeAndErase(kind: DatabaseKind): void {
  describe(`merge and erase customers on ${kind}`, () => {
    let shop: Shop;
    let manager: ShopMember;

    beforeAll(async () => {
      shop = await openShop(kind);
      manager = await signedInManager(shop);
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    /** How many rows of each kind point at the customer. */
    async function holdings(customerId: string) {
      const { db } = shop.t.database;
      const countOf = async (table: typeof serviceTickets | typeof jobCards | typeof invoices | typeof appointments | typeof customerVehicles) =>
        (await db.select({ n: count() }).from(table).where(eq(table.customerId, customerId)))[0]!.n;
      return {
        vehicles: await countOf(customerVehicles),
        tickets: await countOf(serviceTickets),
        jobCards: await countOf(jobCards),
        invoices: await countOf(invoices),
        appointments: await countOf(appointments),
      };
    }

    async function book(customerId: string): Promise<string> {
      const [row] = await shop.t.database.db
        .insert(appointments)
        .values({ customerId, requestedWork: "Oil change", expectedHours: 1, startsAt: new Date("2026-12-01T09:00:00Z"), endsAt: new Date("2026-12-01T10:00:00Z") })
        .returning({ id: appointments.id });
      return row!.id;
    }

    /** A customer holding a vehicle, a ticket, a job card with a finalized invoice, one with a draft invoice, and an appointment. */
    async function customerWithRecords(name: string, vin: string, fields: Partial<Customer> = {}) {
      const customer = await addCustomer(shop.advisor.client, { name, ...fields, remindersStoppedAt: undefined } as Parameters<typeof addCustomer>[1]);
      await addCustomerVehicle(shop.advisor.client, customer.id, { vin });
      const ticket = await openTicket(shop.advisor.client, { vin, customerName: name, customerContact: "555-0100" });
      const frozenCardId = await approvedCard(shop, undefined, { vin, customerName: name, customerContact: "555-0100" });
      const draftCardId = await approvedCard(shop, undefined, { vin, customerName: name, customerContact: "555-0100" });
      const frozen = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, frozenCardId)).id, { invoiceDate: "2026-11-20" });
      const draft = await createInvoice(shop.advisor.client, draftCardId);
      await linkToCustomer(shop, customer.id, { tickets: [ticket.id], jobCards: [frozenCardId, draftCardId], invoices: [frozen.id, draft.id] });
      const appointmentId = await book(customer.id);
      return { customer, ticket, frozenCardId, draftCardId, frozen, draft, appointmentId };
    }

    async function activity(member: ShopMember = shop.admin): Promise<ActivityList["activity"]> {
      return (await bodyOf<ActivityList>(await member.client.request("GET", "/api/activity"))).activity.filter((line) => line.kind === "customer");
    }

    describe("post /api/customers/merge", () => {
      it("moves every record of the merged customer to the kept one, joins their details, and deletes the merged one", async () => {
        const keep = await customerWithRecords("Kept Kim", "1HGCM82633A100001", {
          phones: [{ kind: "Mobile", number: "(555) 010-0001" }],
          notes: "Prefers mornings.",
          preferredContact: "Text",
        });
        const merge = await customerWithRecords("Kim K.", "1HGCM82633A100002", {
          phones: [{ kind: "Work", number: "555-010-0001" }, { kind: "Home", number: "555 010 0002" }],
          email: "kim@example.com",
          address: "4 Oak Ave",
          notes: "Fleet account.",
        });
        const before = { keep: await holdings(keep.customer.id), merge: await holdings(merge.customer.id) };
        expect(before.merge).toEqual({ vehicles: 1, tickets: 1, jobCards: 2, invoices: 2, appointments: 1 });

        const heard: ChangeEvent[] = [];
        const stop = shop.t.events.subscribe((event) => heard.push(event));
        const response = await manager.client.request("POST", "/api/customers/merge", { keepId: keep.customer.id, mergeId: merge.customer.id });
        expect(response.status).toBe(200);
        const { customer } = await bodyOf<{ customer: Customer }>(response);
        expect(customer).toMatchObject({
          id: keep.customer.id,
          name: "Kept Kim",
          phones: [
            { kind: "Mobile", number: "(555) 010-0001" },
            { kind: "Home", number: "555 010 0002" },
          ],
          email: "kim@example.com",
          address: "4 Oak Ave",
          preferredContact: "Text",
          notes: "Prefers mornings.\n\nFleet account.",
        });

        const after = await holdings(keep.customer.id);
        for (const kind of Object.keys(after) as (keyof typeof after)[]) expect(after[kind]).toBe(before.keep[kind] + before.merge[kind]);
        expect(await holdings(merge.customer.id)).toEqual({ vehicles: 0, tickets: 0, jobCards: 0, invoices: 0, appointments: 0 });
        expect((await shop.advisor.client.request("GET", `/api/customers/${merge.customer.id}`)).status).toBe(404);

        // The moved ticket and card name the kept customer; the finalized invoice keeps its frozen copy.
        const ticket = await bodyOf<{ ticket: ServiceTicket }>(await shop.advisor.client.request("GET", `/api/tickets/${merge.ticket.id}`));
        expect(ticket.ticket).toMatchObject({ customerName: "Kept Kim", customerContact: "(555) 010-0001" });
        const card = await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${merge.draftCardId}`));
        expect(card.jobCard).toMatchObject({ customerName: "Kept Kim" });
        expect((await readInvoiceOf(shop.advisor.client, merge.frozen.id)).parties).toEqual(merge.frozen.parties);

        const summary = await bodyOf<CustomerSummary>(await shop.advisor.client.request("GET", `/api/customers/${keep.customer.id}/summary`));
        expect(summary.vehicles.map((vehicle) => vehicle.vin).sort()).toEqual(["1HGCM82633A100001", "1HGCM82633A100002"]);
        expect(summary.invoices).toHaveLength(4);

        expect((await activity())[0]).toMatchObject({
          kind: "customer",
          id: keep.customer.id,
          status: "Merged",
          label: "Kept Kim: merged Kim K. into this record, 7 records moved",
          by: { name: "Mia Manager", email: "manager@example.com" },
        });
        await expect.poll(() => heard.filter((event) => event.resource === "customers" && [keep.customer.id, merge.customer.id].includes(event.id))).toEqual([
          { resource: "customers", action: "updated", id: keep.customer.id },
          { resource: "customers", action: "deleted", id: merge.customer.id },
        ]);
        stop();
      });

      it("keeps at most four phone numbers and writes the others into the notes", async () => {
        const phones = (start: number) => [0, 1, 2, 3].map((offset) => ({ kind: "Other" as const, number: `555-01${start + offset}` }));
        const keep = await addCustomer(shop.advisor.client, { name: "Many Phones", phones: phones(10) });
        const merge = await addCustomer(shop.advisor.client, { name: "More Phones", phones: phones(20) });
        const response = await shop.admin.client.request("POST", "/api/customers/merge", { keepId: keep.id, mergeId: merge.id });
        const { customer } = await bodyOf<{ customer: Customer }>(response);
        expect(customer.phones).toEqual(phones(10));
        expect(customer.notes).toBe("Phone numbers from the merge: 555-0120 (Other), 555-0121 (Other), 555-0122 (Other), 555-0123 (Other)");
      });

      it("refuses the same customer twice with 400, an unknown one with 404, and an Advisor or technician with 403, changing nothing", async () => {
        const keep = await addCustomer(shop.advisor.client, { name: "Refused Rae" });
        const same = await manager.client.request("POST", "/api/customers/merge", { keepId: keep.id, mergeId: keep.id });
        expect(same.status).toBe(400);
        expect((await errorOf(same)).details?.fields).toEqual({ mergeId: ["Choose two different customers."] });
        const empty = await manager.client.request("POST", "/api/customers/merge", { keepId: "", mergeId: keep.id });
        expect((await errorOf(empty)).details?.fields).toEqual({ keepId: ["Choose the customer to keep."] });

        for (const body of [{ keepId: keep.id, mergeId: UNKNOWN_ID }, { keepId: "not-a-uuid", mergeId: keep.id }]) {
          const missing = await manager.client.request("POST", "/api/customers/merge", body);
          expect(missing.status).toBe(404);
        }
        const other = await addCustomer(shop.advisor.client, { name: "Other Rae" });
        for (const member of [shop.advisor, shop.technician, shop.user]) {
          expect((await member.client.request("POST", "/api/customers/merge", { keepId: keep.id, mergeId: other.id })).status).toBe(403);
        }
        expect((await shop.advisor.client.request("GET", `/api/customers/${other.id}`)).status).toBe(200);
      });

      it("moves every table that points at customers", async () => {
        const rows = (await shop.t.database.db.execute(sql`
          select distinct tc.table_name as name
          from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'customers' and ccu.column_name = 'id'`)) as unknown as { rows: { name: string }[] };
        expect(rows.rows.map((row) => row.name).sort()).toEqual([...CUSTOMER_OWNED_TABLES].filter((table) => table !== "customer_activity").sort());
      });
    });

    describe("post /api/customers/{customerId}/erase", () => {
      it("keeps the finalized invoice's frozen copy, clears the rest of the customer's details, and deletes the customer", async () => {
        const held = await customerWithRecords("Erin Erase", "1HGCM82633A200001", { email: "erin@example.com", phones: [{ kind: "Mobile", number: "555-0142" }] });
        const frozenBefore = await readInvoiceOf(shop.admin.client, held.frozen.id);
        expect(frozenBefore.parties.customerName).toBe("Erin Erase");

        const response = await shop.admin.client.request("POST", `/api/customers/${held.customer.id}/erase`, { confirmName: " Erin Erase " });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ erased: true });

        const frozenAfter = await readInvoiceOf(shop.admin.client, held.frozen.id);
        expect(frozenAfter.parties).toEqual(frozenBefore.parties);
        expect(frozenAfter.totalCents).toBe(frozenBefore.totalCents);
        const { db } = shop.t.database;
        const [frozenRow] = await db.select({ customerId: invoices.customerId, customerName: invoices.customerName }).from(invoices).where(eq(invoices.id, held.frozen.id));
        expect(frozenRow).toEqual({ customerId: null, customerName: "Erin Erase" });

        const [draftRow] = await db.select({ customerId: invoices.customerId, customerName: invoices.customerName }).from(invoices).where(eq(invoices.id, held.draft.id));
        expect(draftRow).toEqual({ customerId: null, customerName: null });
        const draft: Invoice = await readInvoiceOf(shop.admin.client, held.draft.id);
        expect(draft.parties).toMatchObject({ customerName: null, customerContact: null });

        const ticket = await bodyOf<{ ticket: ServiceTicket }>(await shop.admin.client.request("GET", `/api/tickets/${held.ticket.id}`));
        expect(ticket.ticket).toMatchObject({ vin: "1HGCM82633A200001", customerName: null, customerContact: null, issueDescription: "Brakes squeal" });
        for (const cardId of [held.frozenCardId, held.draftCardId]) {
          const card = await bodyOf<{ jobCard: JobCard }>(await shop.admin.client.request("GET", `/api/job-cards/${cardId}`));
          expect(card.jobCard).toMatchObject({ customerName: null, customerContact: null, serviceDescription: "Brakes squeal" });
        }
        expect(await holdings(held.customer.id)).toEqual({ vehicles: 0, tickets: 0, jobCards: 0, invoices: 0, appointments: 0 });
        expect((await db.select({ n: count() }).from(appointments).where(eq(appointments.id, held.appointmentId)))[0]!.n).toBe(0);
        expect((await shop.admin.client.request("GET", `/api/customers/${held.customer.id}`)).status).toBe(404);
        // The VIN is free again for whoever owns the car next.
        const next = await addCustomer(shop.advisor.client, { name: "Next Owner" });
        await addCustomerVehicle(shop.advisor.client, next.id, { vin: "1HGCM82633A200001" });

        const [line] = await activity();
        expect(line).toMatchObject({
          kind: "customer",
          id: held.customer.id,
          status: "Erased",
          label: "Erased a customer on request: 8 records touched",
          by: { name: "Ada Admin", email: "admin@example.com" },
        });
        expect(JSON.stringify(line)).not.toMatch(/Erin|erin@|555-0142/);
      });

      it("refuses a name that is not the customer's with 400, changing nothing", async () => {
        const held = await customerWithRecords("Nora Nope", "1HGCM82633A300001");
        const before = await holdings(held.customer.id);
        for (const confirmName of ["Nora", "nora nope", ""]) {
          const response = await shop.admin.client.request("POST", `/api/customers/${held.customer.id}/erase`, { confirmName });
          expect(response.status).toBe(400);
          expect((await errorOf(response)).details?.fields).toEqual({ confirmName: ["Type the customer's name exactly as it is shown to erase them."] });
        }
        expect(await holdings(held.customer.id)).toEqual(before);
        const ticket = await bodyOf<{ ticket: ServiceTicket }>(await shop.admin.client.request("GET", `/api/tickets/${held.ticket.id}`));
        expect(ticket.ticket.customerName).toBe("Nora Nope");
      });

      it("is the Admin's only (403 to a Manager and an Advisor), and 404 for an unknown customer", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Kept Safe" });
        for (const member of [manager, shop.advisor, shop.technician]) {
          expect((await member.client.request("POST", `/api/customers/${customer.id}/erase`, { confirmName: "Kept Safe" })).status).toBe(403);
        }
        expect((await shop.admin.client.request("POST", `/api/customers/${UNKNOWN_ID}/erase`, { confirmName: "Kept Safe" })).status).toBe(404);
        expect((await shop.admin.client.request("POST", "/api/customers/nope/erase", { confirmName: "Kept Safe" })).status).toBe(404);
        expect((await shop.admin.client.request("GET", `/api/customers/${customer.id}`)).status).toBe(200);
      });
    });

    describe("get /api/customers/export", () => {
      it("gives the Admin every customer with their vehicles", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Exported Ed", email: "ed@example.com" });
        const vehicle = await addCustomerVehicle(shop.advisor.client, customer.id, { vin: "1HGCM82633A400001" });
        const response = await shop.admin.client.request("GET", "/api/customers/export");
        expect(response.status).toBe(200);
        const { customers } = await bodyOf<CustomerExport>(response);
        expect(customers.find((each) => each.id === customer.id)).toEqual({ ...customer, vehicles: [vehicle] });
        const total = (await shop.t.database.db.execute(sql`select count(*)::int as n from customers`)) as unknown as { rows: { n: number }[] };
        expect(customers).toHaveLength(total.rows[0]!.n);
      });

      it("is refused to everyone but the Admin", async () => {
        for (const member of [manager, shop.advisor, shop.technician, shop.user]) {
          expect((await member.client.request("GET", "/api/customers/export")).status).toBe(403);
        }
      });
    });
  });
}
