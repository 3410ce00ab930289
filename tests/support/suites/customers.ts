import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { Customer, CustomerPage, CustomerSummary, CustomerVehicle } from "../../../src/shared/schemas/customers";
import { jobCards } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";
import { SEARCH_WINDOW_ROWS } from "../../../src/server/db/lists/list-statement";
import { addCustomer, addCustomerVehicle, linkToCustomer } from "../customer-fixture";
import { approvedCard, createInvoice, finalized, priceShop } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import { TestClient } from "../test-client";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Run on PGlite by src/server/routes/customers/customers.test.ts, on PostgreSQL by tests/system/postgres/customers-postgres.test.ts. */
export function describeCustomers(kind: DatabaseKind): void {
  describe(`customers on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    async function search(term: string): Promise<string[]> {
      const response = await shop.advisor.client.request("GET", `/api/customers?search=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
      return (await bodyOf<CustomerPage>(response)).customers.map((customer) => customer.name);
    }

    describe("post /api/customers", () => {
      it("adds a customer with the form's fields and defaults", async () => {
        const response = await shop.advisor.client.request("POST", "/api/customers", {
          name: "  Dana Driver ",
          phones: [{ kind: "Mobile", number: "(555) 010-1234" }],
          email: "dana@example.com",
          remindersAgreed: true,
        });
        expect(response.status).toBe(201);
        const { customer } = await bodyOf<{ customer: Customer }>(response);
        expect(customer).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: "Dana Driver",
          phones: [{ kind: "Mobile", number: "(555) 010-1234" }],
          email: "dana@example.com",
          address: "",
          preferredContact: "Phone",
          notes: "",
          remindersAgreed: true,
          remindersStoppedAt: null,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
        const read = await shop.advisor.client.request("GET", `/api/customers/${customer.id}`);
        expect(await bodyOf<{ customer: Customer }>(read)).toEqual({ customer });
      });

      it("refuses an empty name, a bad e-mail and a phone of letters with each field's message, saving nothing", async () => {
        const response = await shop.advisor.client.request("POST", "/api/customers", {
          name: " ",
          email: "not-an-email",
          phones: [{ kind: "Mobile", number: "call me" }],
        });
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe("validation_failed");
        expect(error.details?.fields).toEqual({
          name: ["Customer name is required."],
          email: ["Enter a valid email address."],
          "phones.0.number": ["A phone number holds digits, spaces and + ( ) - . only."],
        });
        expect(await search("not-an-email")).toEqual([]);
      });

      it("answers 401 without a session and 403 to a technician and a User", async () => {
        expect((await new TestClient(shop.t.app).request("POST", "/api/customers", { name: "X" })).status).toBe(401);
        expect((await shop.technician.client.request("POST", "/api/customers", { name: "X" })).status).toBe(403);
        expect((await shop.user.client.request("POST", "/api/customers", { name: "X" })).status).toBe(403);
        expect((await shop.technician.client.request("GET", "/api/customers")).status).toBe(403);
        expect((await shop.user.client.request("GET", "/api/customers?search=Carla")).status).toBe(403);
      });
    });

    describe("get /api/customers", () => {
      it("lists newest first a page at a time, each page after the last one's cursor", async () => {
        const made: Customer[] = [];
        for (let index = 1; index <= 5; index += 1) made.push(await addCustomer(shop.admin.client, { name: `Pager Person ${index}` }));
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query: string = `search=Pager%20Person&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
          const page: CustomerPage = await bodyOf<CustomerPage>(await shop.advisor.client.request("GET", `/api/customers?${query}`));
          seen.push(...page.customers.map((customer) => customer.name));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen).toEqual(made.map((customer) => customer.name).reverse());
      });

      it("refuses a cursor that is not one of its own with 400", async () => {
        const response = await shop.advisor.client.request("GET", "/api/customers?cursor=bm90LWEtY3Vyc29y");
        expect(response.status).toBe(400);
        expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toEqual(["cursor"]);
      });

      it("finds a customer by name, e-mail, phone digits typed with other separators, and a vehicle's VIN", async () => {
        const owner = await addCustomer(shop.advisor.client, {
          name: "Searchable Sam",
          email: "sam.searchable@example.com",
          phones: [{ kind: "Home", number: "(555) 777-0199" }],
        });
        await addCustomerVehicle(shop.advisor.client, owner.id, { vin: "1FTSW21R08EB53112" });
        await addCustomer(shop.advisor.client, { name: "Someone Else", phones: [{ kind: "Mobile", number: "555-0000" }] });

        expect(await search("searchable sam")).toEqual(["Searchable Sam"]);
        expect(await search("SAM.SEARCHABLE@")).toEqual(["Searchable Sam"]);
        expect(await search("555.777.0199")).toEqual(["Searchable Sam"]);
        expect(await search("555 7770199")).toEqual(["Searchable Sam"]);
        expect(await search("5557770199")).toEqual(["Searchable Sam"]);
        expect(await search("eb53112")).toEqual(["Searchable Sam"]);
        expect(await search("1FTSW21R08EB53112")).toEqual(["Searchable Sam"]);
        expect(await search("no such person")).toEqual([]);
      });

      it("finds an old customer by VIN and by phone beyond the newest rows a search walks first", async () => {
        const old = await addCustomer(shop.advisor.client, { name: "Ancient Alice", phones: [{ kind: "Mobile", number: "(555) 313-4242" }] });
        await addCustomerVehicle(shop.advisor.client, old.id, { vin: "JH4KA7561PC008269" });
        // Newer customers than the first try looks through, written straight in the database.
        await shop.t.database.db.execute(
          `insert into customers (name, created_at) select 'Filler ' || i, now() + (i || ' milliseconds')::interval from generate_series(1, ${SEARCH_WINDOW_ROWS + 10}) as i`,
        );
        expect(await search("PC008269")).toEqual(["Ancient Alice"]);
        expect(await search("555-313-4242")).toEqual(["Ancient Alice"]);
        expect(await search("Ancient")).toEqual(["Ancient Alice"]);
      });
    });

    describe("patch /api/customers/{customerId}", () => {
      it("saves the form and answers a newer updatedAt", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Edit Me" });
        const response = await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}`, {
          name: "Edited Eve",
          address: "9 Elm St",
          preferredContact: "Email",
          email: "eve@example.com",
          updatedAt: customer.updatedAt,
        });
        expect(response.status).toBe(200);
        const { customer: saved } = await bodyOf<{ customer: Customer }>(response);
        expect(saved).toMatchObject({ id: customer.id, name: "Edited Eve", address: "9 Elm St", preferredContact: "Email", createdAt: customer.createdAt });
        expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(customer.updatedAt).getTime());
      });

      it("refuses a stale edit with 409 carrying the customer as stored now, and keeps the other change", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Stale Stan" });
        const first = await shop.admin.client.request("PATCH", `/api/customers/${customer.id}`, { name: "Stan by Admin", updatedAt: customer.updatedAt });
        const { customer: admins } = await bodyOf<{ customer: Customer }>(first);
        const stale = await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}`, { name: "Stan by Advisor", updatedAt: customer.updatedAt });
        expect(stale.status).toBe(409);
        expect(await errorOf(stale)).toEqual({
          code: "conflict",
          message: "Someone else changed this customer. It has been reloaded; make your change again.",
          details: { current: admins },
        });
      });

      it("answers 400 naming the fields, and 404 for an unknown or malformed id", async () => {
        const customer = await addCustomer(shop.advisor.client);
        const invalid = await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}`, { name: "", preferredContact: "Pigeon" });
        expect(invalid.status).toBe(400);
        expect((await errorOf(invalid)).details?.fields).toEqual({
          name: ["Customer name is required."],
          preferredContact: ["Choose Phone, Text or Email."],
          updatedAt: [expect.any(String)],
        });
        for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
          const response = await shop.advisor.client.request("PATCH", `/api/customers/${id}`, { name: "X", updatedAt: new Date().toISOString() });
          expect(response.status).toBe(404);
          expect((await shop.advisor.client.request("GET", `/api/customers/${id}`)).status).toBe(404);
          expect((await shop.advisor.client.request("GET", `/api/customers/${id}/summary`)).status).toBe(404);
        }
        expect((await shop.technician.client.request("GET", `/api/customers/${customer.id}`)).status).toBe(403);
      });
    });

    describe("the customer's vehicles", () => {
      it("adds, lists, edits and removes a vehicle, the VIN kept as the shop's records match it", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Vera Vehicles" });
        const vehicle = await addCustomerVehicle(shop.advisor.client, customer.id, { vin: " 2hgfg3b54ch501234 ", year: "2012", licensePlate: "ABC 123" });
        expect(vehicle).toEqual({
          id: expect.any(String),
          customerId: customer.id,
          vin: "2HGFG3B54CH501234",
          make: "Honda",
          model: "Accord",
          year: 2012,
          licensePlate: "ABC 123",
          mileage: null,
          createdAt: expect.any(String),
        });
        const edited = await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}/vehicles/${vehicle.id}`, {
          vin: vehicle.vin,
          make: "Honda",
          model: "Civic",
          year: 2012,
        });
        expect(edited.status).toBe(200);
        expect((await bodyOf<{ vehicle: CustomerVehicle }>(edited)).vehicle).toMatchObject({ model: "Civic", licensePlate: "" });
        const listed = await bodyOf<{ vehicles: CustomerVehicle[] }>(await shop.advisor.client.request("GET", `/api/customers/${customer.id}/vehicles`));
        expect(listed.vehicles.map((each) => each.model)).toEqual(["Civic"]);

        expect((await shop.advisor.client.request("DELETE", `/api/customers/${customer.id}/vehicles/${vehicle.id}`)).status).toBe(204);
        expect((await shop.advisor.client.request("DELETE", `/api/customers/${customer.id}/vehicles/${vehicle.id}`)).status).toBe(404);
        const after = await bodyOf<{ vehicles: CustomerVehicle[] }>(await shop.advisor.client.request("GET", `/api/customers/${customer.id}/vehicles`));
        expect(after.vehicles).toEqual([]);
      });

      it("refuses a VIN on another customer's record with 409 naming them, however it is typed, and keeps both records as they were", async () => {
        const owner = await addCustomer(shop.advisor.client, { name: "Olga Owner" });
        await addCustomerVehicle(shop.advisor.client, owner.id, { vin: "5YJSA1E26HF000337" });
        const other = await addCustomer(shop.advisor.client, { name: "Otto Other" });
        const taken = await shop.advisor.client.request("POST", `/api/customers/${other.id}/vehicles`, { vin: " 5yjsa1e26hf000337", make: "Tesla", model: "S" });
        expect(taken.status).toBe(409);
        const error = await errorOf(taken);
        expect(error.code).toBe("conflict");
        expect(error.message).toBe("The VIN 5YJSA1E26HF000337 is already on the record of Olga Owner. A VIN belongs to one customer at a time.");
        expect(error.details).toMatchObject({ customerId: owner.id, customerName: "Olga Owner", fields: { vin: ["Already on the record of Olga Owner."] } });

        const own = await addCustomerVehicle(shop.advisor.client, other.id, { vin: "" });
        const moved = await shop.advisor.client.request("PATCH", `/api/customers/${other.id}/vehicles/${own.id}`, { vin: "5YJSA1E26HF000337", make: "Tesla", model: "S" });
        expect(moved.status).toBe(409);
        expect((await errorOf(moved)).message).toContain("Olga Owner");
        const othersVehicles = await bodyOf<{ vehicles: CustomerVehicle[] }>(await shop.advisor.client.request("GET", `/api/customers/${other.id}/vehicles`));
        expect(othersVehicles.vehicles.map((vehicle) => vehicle.vin)).toEqual([""]);
      });

      it("keeps two vehicles without a VIN, and answers two adds of one VIN at once with one 201 and one 409", async () => {
        const customer = await addCustomer(shop.advisor.client, { name: "Race Rita" });
        await addCustomerVehicle(shop.advisor.client, customer.id, { vin: "" });
        await addCustomerVehicle(shop.advisor.client, customer.id, { vin: "" });
        const other = await addCustomer(shop.advisor.client, { name: "Race Rob" });
        const add = (id: string) => shop.advisor.client.request("POST", `/api/customers/${id}/vehicles`, { vin: "WBA3A5C51CF256651", make: "BMW", model: "328i" });
        const answers = await Promise.all([add(customer.id), add(other.id)]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      });

      it("answers 400 naming the fields, 404 for an unknown customer or vehicle, 403 to a technician", async () => {
        const customer = await addCustomer(shop.advisor.client);
        const invalid = await shop.advisor.client.request("POST", `/api/customers/${customer.id}/vehicles`, { make: "", model: "X", year: 1850 });
        expect(invalid.status).toBe(400);
        expect((await errorOf(invalid)).details?.fields).toEqual({ make: ["Make is required."], year: ["Year must be a whole number from 1900 to 2100."] });
        const body = { make: "Ford", model: "F-150" };
        expect((await shop.advisor.client.request("POST", `/api/customers/${UNKNOWN_ID}/vehicles`, body)).status).toBe(404);
        expect((await shop.advisor.client.request("GET", `/api/customers/${UNKNOWN_ID}/vehicles`)).status).toBe(404);
        expect((await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}/vehicles/${UNKNOWN_ID}`, body)).status).toBe(404);
        expect((await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}/vehicles/nope`, body)).status).toBe(404);
        // Another customer's vehicle is not this customer's to edit.
        const other = await addCustomer(shop.advisor.client, { name: "Not Yours" });
        const theirs = await addCustomerVehicle(shop.advisor.client, other.id);
        expect((await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}/vehicles/${theirs.id}`, body)).status).toBe(404);
        expect((await shop.advisor.client.request("DELETE", `/api/customers/${customer.id}/vehicles/${theirs.id}`)).status).toBe(404);
        expect((await shop.technician.client.request("POST", `/api/customers/${customer.id}/vehicles`, body)).status).toBe(403);
      });
    });

    describe("get /api/customers/{customerId}/summary", () => {
      it("shows the vehicles with their latest mileage, open tickets, repair orders, invoices with balances and the balance due", async () => {
        await priceShop(shop);
        const customer = await addCustomer(shop.advisor.client, { name: "Summary Sue" });
        const vehicle = await addCustomerVehicle(shop.advisor.client, customer.id, { vin: "1G1ZT53826F109149" });
        const open = await openTicket(shop.advisor.client, { vin: "1G1ZT53826F109149" });
        const closed = await openTicket(shop.advisor.client, { vin: "1G1ZT53826F109149" });
        await shop.advisor.client.request("PATCH", `/api/tickets/${closed.id}`, { vin: closed.vin, issueDescription: "Done", status: "Closed", updatedAt: closed.updatedAt });

        const paidCardId = await approvedCard(shop, undefined, { vin: "1g1zt53826f109149 " });
        const draftCardId = await approvedCard(shop, undefined, { vin: "1G1ZT53826F109149" });
        const voidCardId = await approvedCard(shop, undefined, { vin: "1G1ZT53826F109149" });
        const { db } = shop.t.database;
        await db.update(jobCards).set({ mileage: 81_250.5 }).where(eq(jobCards.id, paidCardId));
        await db.update(jobCards).set({ mileage: 80_000 }).where(eq(jobCards.id, draftCardId));

        const owing = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, paidCardId)).id, { invoiceDate: "2026-11-01" });
        const paid = await shop.advisor.client.request("POST", `/api/invoices/${owing.id}/payments`, { amountCents: 1_000, method: "Cash", paidOn: "2026-11-02" });
        expect(paid.status).toBe(201);
        const draft = await createInvoice(shop.advisor.client, draftCardId);
        const voided = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, voidCardId)).id, { invoiceDate: "2026-11-01" });
        expect((await shop.admin.client.request("POST", `/api/invoices/${voided.id}/void`, { reason: "Wrong customer" })).status).toBe(200);
        await linkToCustomer(shop, customer.id, {
          tickets: [open.id, closed.id],
          jobCards: [paidCardId, draftCardId, voidCardId],
          invoices: [owing.id, draft.id, voided.id],
        });

        const response = await shop.advisor.client.request("GET", `/api/customers/${customer.id}/summary`);
        expect(response.status).toBe(200);
        const summary = await bodyOf<CustomerSummary>(response);
        expect(summary.customer).toEqual(customer);
        expect(summary.vehicles).toEqual([{ ...vehicle, mileage: 81_250.5 }]);
        expect(summary.openTickets).toEqual([{ id: open.id, label: open.vin, status: "Open", vin: open.vin, createdAt: open.createdAt }]);
        expect(summary.repairOrders.map((line) => line.id)).toEqual([voidCardId, draftCardId, paidCardId]);
        expect(summary.repairOrders[0]).toMatchObject({ label: voidCardId.slice(0, 8), vin: "1G1ZT53826F109149" });
        const owingTotal = owing.totalCents;
        expect(summary.invoices).toEqual([
          expect.objectContaining({ id: voided.id, label: voided.number, status: "Void", totalCents: voided.totalCents, balanceCents: 0 }),
          expect.objectContaining({ id: draft.id, label: "Draft", status: "Draft", totalCents: draft.totalCents, balanceCents: 0 }),
          expect.objectContaining({ id: owing.id, label: owing.number, status: "Partially Paid", totalCents: owingTotal, balanceCents: owingTotal - 1_000 }),
        ]);
        expect(summary.balanceDueCents).toBe(owingTotal - 1_000);
      });

      it("is refused to a technician and a User", async () => {
        const customer = await addCustomer(shop.advisor.client);
        expect((await shop.technician.client.request("GET", `/api/customers/${customer.id}/summary`)).status).toBe(403);
        expect((await shop.user.client.request("GET", `/api/customers/${customer.id}/summary`)).status).toBe(403);
      });
    });

    describe("change events", () => {
      it("announces a customer's creation, edit and vehicle changes, and nothing for a refused edit", async () => {
        const heard: ChangeEvent[] = [];
        const stop = shop.t.events.subscribe((event) => heard.push(event));
        try {
          const customer = await addCustomer(shop.advisor.client, { name: "Event Eddie" });
          const edit = { name: "Event Eddie Jr", updatedAt: customer.updatedAt };
          expect((await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}`, edit)).status).toBe(200);
          expect((await shop.advisor.client.request("PATCH", `/api/customers/${customer.id}`, edit)).status).toBe(409);
          const vehicle = await addCustomerVehicle(shop.advisor.client, customer.id);
          expect((await shop.advisor.client.request("DELETE", `/api/customers/${customer.id}/vehicles/${vehicle.id}`)).status).toBe(204);
          const expected: ChangeEvent[] = [
            { resource: "customers", action: "created", id: customer.id },
            { resource: "customers", action: "updated", id: customer.id },
            { resource: "customers", action: "updated", id: customer.id },
            { resource: "customers", action: "updated", id: customer.id },
          ];
          const ours = () => heard.filter((event) => event.id === customer.id);
          await expect.poll(() => ours().length).toBeGreaterThanOrEqual(expected.length);
          expect(ours()).toEqual(expected);
        } finally {
          stop();
        }
      });
    });
  });
}
