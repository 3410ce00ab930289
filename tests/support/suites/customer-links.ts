import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_CUSTOMER_MESSAGE } from "../../../src/shared/constants/customers";
import { customerContactText, type ContactDetails } from "../../../src/shared/format/customer-contact";
import type { Invoice, InvoicePage } from "../../../src/shared/schemas/invoices";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ConvertResult, ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import type { DatabaseKind } from "../../../src/server/db/database";
import { customers, invoices, jobCards, serviceTickets } from "../../../src/server/db/schema";
import { approvedCard, createInvoice, finalized, priceShop, readInvoiceOf } from "../invoice-fixture";
import { outboxMailer, type OutboxMailer } from "../outbox-mailer";
import { bodyOf, errorOf, openShop, openTicket, type Shop } from "../shop-test-fixture";

const NO_SUCH_CUSTOMER = "00000000-0000-4000-8000-000000000000";

/** Run on PGlite by src/server/customer-links/customer-links.test.ts, on PostgreSQL by tests/system/postgres/customer-links-postgres.test.ts. */
export function describeCustomerLinks(kind: DatabaseKind): void {
  describe(`records linked to customers on ${kind}`, () => {
    let shop: Shop;
    let mailer: OutboxMailer & { delivers: boolean };
    let counter = 0;

    beforeAll(async () => {
      // Mail off while the accounts sign up (no confirmation mails), then on for the documents.
      mailer = { ...outboxMailer({ delivers: false }) };
      shop = await openShop(kind, { mailer });
      mailer.delivers = true;
      await priceShop(shop);
    });
    afterAll(() => shop?.t.close());

    /** A customer row as the customers' routes would write it. */
    async function customer(fields: Partial<typeof customers.$inferInsert> = {}): Promise<string> {
      counter += 1;
      const [row] = await shop.t.database.db
        .insert(customers)
        .values({
          name: `Linda Linked ${counter}`,
          phones: [{ kind: "Mobile", number: `555-01${String(counter).padStart(2, "0")}` }],
          email: `linda${counter}@example.com`,
          ...fields,
        })
        .returning({ id: customers.id });
      return row!.id;
    }

    async function rename(customerId: string, fields: Partial<typeof customers.$inferInsert>): Promise<void> {
      await shop.t.database.db.update(customers).set(fields).where(eq(customers.id, customerId));
    }

    async function ticketOf(id: string): Promise<ServiceTicket> {
      return (await bodyOf<{ ticket: ServiceTicket }>(await shop.advisor.client.request("GET", `/api/tickets/${id}`))).ticket;
    }

    async function jobCardOf(id: string): Promise<JobCard> {
      return (await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${id}`))).jobCard;
    }

    async function newJobCard(fields: Record<string, unknown> = {}): Promise<JobCard> {
      const response = await shop.advisor.client.request("POST", "/api/job-cards", {
        vin: "1HGCM82633A004352",
        customerName: "Typed Name",
        customerContact: "typed@example.com",
        serviceDescription: "Oil change",
        assignedTechnicianId: shop.technician.profile.userId,
        ...fields,
      });
      expect(response.status).toBe(201);
      return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
    }

    describe("the contact rule", () => {
      it("is the same in the database's copies as in the shared rule", async () => {
        const cases: ContactDetails[] = [
          { phones: [{ number: "555 0101" }, { number: "555 0202" }], email: "a@example.com", preferredContact: "Phone" },
          { phones: [{ number: "555 0101" }], email: "a@example.com", preferredContact: "Text" },
          { phones: [{ number: "555 0101" }], email: "a@example.com", preferredContact: "Email" },
          { phones: [], email: "a@example.com", preferredContact: "Phone" },
          { phones: [{ number: "555 0101" }], email: "", preferredContact: "Email" },
          { phones: [], email: "", preferredContact: "Text" },
        ];
        for (const details of cases) {
          const result = (await shop.t.database.db.execute(
            sql`select customer_contact_text(${JSON.stringify(details.phones)}::jsonb, ${details.email}, ${details.preferredContact}) as contact`,
          )) as unknown as { rows: { contact: string | null }[] };
          expect(result.rows[0]!.contact).toBe(customerContactText(details));
        }
      });
    });

    describe("post and patch /api/tickets with customerId", () => {
      it("links a new ticket: it answers the customerId and shows the customer's name and preferred contact", async () => {
        const customerId = await customer({ name: "Pat Preferred", email: "pat@example.com", preferredContact: "Email" });
        const ticket = await openTicket(shop.advisor.client, { customerId, customerName: "typed", customerContact: "typed" });
        expect(ticket).toMatchObject({ customerId, customerName: "Pat Preferred", customerContact: "pat@example.com" });
        expect(await ticketOf(ticket.id)).toEqual(ticket);
      });

      it("opens a ticket without a customer as before: customerId null, the typed text kept", async () => {
        const ticket = await openTicket(shop.advisor.client, { customerId: null, customerName: "Walk In" });
        expect(ticket).toMatchObject({ customerId: null, customerName: "Walk In", customerContact: "555-0100" });
      });

      it("refuses an unknown or malformed customerId with the field's message, storing nothing", async () => {
        const before = await shop.t.database.db.$count(serviceTickets);
        for (const customerId of [NO_SUCH_CUSTOMER, "not-a-uuid", "1' or '1'='1"]) {
          const response = await shop.advisor.client.request("POST", "/api/tickets", { vin: "V1", issueDescription: "x", customerId });
          expect(response.status).toBe(400);
          const error = await errorOf(response);
          expect(error).toMatchObject({ code: "validation_failed", message: UNKNOWN_CUSTOMER_MESSAGE });
          expect(error.details?.fields).toEqual({ customerId: [UNKNOWN_CUSTOMER_MESSAGE] });
        }
        for (const customerId of [42, { id: "x" }, ["x"], true]) {
          const response = await shop.advisor.client.request("POST", "/api/tickets", { vin: "V1", issueDescription: "x", customerId });
          expect(response.status).toBe(400);
          expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toEqual(["customerId"]);
        }
        expect(await shop.t.database.db.$count(serviceTickets)).toBe(before);
      });

      it("links, keeps and unlinks on edit; unlinking keeps the customer's details as the ticket's text", async () => {
        const customerId = await customer({ name: "Eddie Edit" });
        const ticket = await openTicket(shop.advisor.client, { customerName: "Eddie typed" });
        const edit = (updatedAt: string, fields: Record<string, unknown>) =>
          shop.advisor.client.request("PATCH", `/api/tickets/${ticket.id}`, { vin: ticket.vin, issueDescription: "Edited", updatedAt, ...fields });

        const linked = await bodyOf<{ ticket: ServiceTicket }>(await edit(ticket.updatedAt, { customerId, customerName: "ignored" }));
        expect(linked.ticket).toMatchObject({ customerId, customerName: "Eddie Edit" });

        const kept = await edit(linked.ticket.updatedAt, { customerName: "still ignored" });
        expect(kept.status).toBe(200);
        const keptTicket = (await bodyOf<{ ticket: ServiceTicket }>(kept)).ticket;
        expect(keptTicket).toMatchObject({ customerId, customerName: "Eddie Edit" });

        const unlinked = await edit(keptTicket.updatedAt, { customerId: null, customerName: "Eddie Edit", customerContact: keptTicket.customerContact });
        expect((await bodyOf<{ ticket: ServiceTicket }>(unlinked)).ticket).toMatchObject({ customerId: null, customerName: "Eddie Edit" });

        const stale = await edit(ticket.updatedAt, { customerId });
        expect(stale.status).toBe(409);
        const unknown = await edit((await ticketOf(ticket.id)).updatedAt, { customerId: NO_SUCH_CUSTOMER });
        expect(unknown.status).toBe(400);
        expect((await ticketOf(ticket.id)).customerId).toBeNull();
      });

      it("refuses a User (no customers) choosing a customer, but lets it send back the one a ticket has", async () => {
        const customerId = await customer();
        const refused = await shop.user.client.request("POST", "/api/tickets", { vin: "V2", issueDescription: "x", customerId });
        expect(refused.status).toBe(403);
        const linked = await openTicket(shop.advisor.client, { customerId });
        const sentBack = await shop.user.client.request("PATCH", `/api/tickets/${linked.id}`, {
          vin: linked.vin,
          issueDescription: "User's edit",
          customerId,
          updatedAt: linked.updatedAt,
        });
        expect(sentBack.status).toBe(200);
        const saved = (await bodyOf<{ ticket: ServiceTicket }>(sentBack)).ticket;
        const unlink = await shop.user.client.request("PATCH", `/api/tickets/${linked.id}`, {
          vin: linked.vin,
          issueDescription: "User's edit",
          customerId: null,
          updatedAt: saved.updatedAt,
        });
        expect(unlink.status).toBe(403);
        expect((await ticketOf(linked.id)).customerId).toBe(customerId);
      });
    });

    describe("job cards: post and convert", () => {
      it("links a direct job card, and converting a linked ticket carries its customer", async () => {
        const customerId = await customer({ name: "Cora Card", phones: [], email: "cora@example.com" });
        const card = await newJobCard({ customerId });
        expect(card).toMatchObject({ customerId, customerName: "Cora Card", customerContact: "cora@example.com" });

        const ticket = await openTicket(shop.advisor.client, { customerId });
        const converted = await shop.advisor.client.request("POST", `/api/tickets/${ticket.id}/convert`, {
          assignedTechnicianId: shop.technician.profile.userId,
          serviceDescription: "From the ticket",
        });
        expect(converted.status).toBe(201);
        const { jobCard } = await bodyOf<ConvertResult>(converted);
        expect(jobCard).toMatchObject({ customerId, customerName: "Cora Card", customerContact: "cora@example.com" });
      });

      it("refuses an unknown customerId on a new job card with the field's message", async () => {
        const response = await shop.advisor.client.request("POST", "/api/job-cards", {
          vin: "V",
          serviceDescription: "x",
          assignedTechnicianId: shop.technician.profile.userId,
          customerId: NO_SUCH_CUSTOMER,
        });
        expect(response.status).toBe(400);
        expect((await errorOf(response)).details?.fields).toEqual({ customerId: [UNKNOWN_CUSTOMER_MESSAGE] });
      });
    });

    describe("a customer's change reaches linked records", () => {
      it("shows a rename and a new preferred contact on the linked ticket, job card and draft invoice, not on a finalized one", async () => {
        const customerId = await customer({ name: "Olga Original", phones: [{ kind: "Mobile", number: "555-7000" }], email: "olga@example.com" });
        const ticket = await openTicket(shop.advisor.client, { customerId });
        const draftCardId = await approvedCard(shop, undefined, { customerId });
        const finalCardId = await approvedCard(shop, undefined, { customerId });
        const draft = await createInvoice(shop.advisor.client, draftCardId);
        const billed = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, finalCardId)).id);
        expect(draft.parties).toMatchObject({ customerName: "Olga Original", customerContact: "555-7000", customerEmail: "olga@example.com" });
        const ticketVersion = ticket.updatedAt;

        await rename(customerId, { name: "Olga Renamed", preferredContact: "Email" });

        expect(await ticketOf(ticket.id)).toMatchObject({ customerName: "Olga Renamed", customerContact: "olga@example.com", updatedAt: ticketVersion });
        expect(await jobCardOf(draftCardId)).toMatchObject({ customerName: "Olga Renamed", customerContact: "olga@example.com" });
        const draftNow = await readInvoiceOf(shop.advisor.client, draft.id);
        expect(draftNow.parties).toMatchObject({ customerName: "Olga Renamed", customerContact: "olga@example.com", customerEmail: "olga@example.com" });
        const billedNow = await readInvoiceOf(shop.advisor.client, billed.id);
        expect(billedNow.parties).toEqual(billed.parties);
        expect(billedNow.parties.customerName).toBe("Olga Original");

        // The lists' search reads the copies: the new name finds them, the frozen invoice keeps the old.
        const tickets = await bodyOf<TicketPage>(await shop.advisor.client.request("GET", "/api/tickets?search=Olga%20Renamed"));
        expect(tickets.tickets.map((found) => found.id)).toEqual([ticket.id]);
        const [draftRow] = await shop.t.database.db.select({ name: invoices.customerName }).from(invoices).where(eq(invoices.id, draft.id));
        const [billedRow] = await shop.t.database.db.select({ name: invoices.customerName }).from(invoices).where(eq(invoices.id, billed.id));
        expect(draftRow!.name).toBe("Olga Renamed");
        expect(billedRow!.name).toBe("Olga Original");
      });
    });

    describe("patch /api/job-cards/{jobCardId}/customer", () => {
      it("sets the card's customer and moves its draft invoice with it; the finalized invoice's customer stays", async () => {
        const first = await customer({ name: "Fiona First" });
        const second = await customer({ name: "Sid Second", phones: [], email: "sid@example.com" });
        const cardId = await approvedCard(shop, undefined, { customerId: first });
        const draft = await createInvoice(shop.advisor.client, cardId);
        const card = await jobCardOf(cardId);

        const response = await shop.advisor.client.request("PATCH", `/api/job-cards/${cardId}/customer`, { customerId: second, updatedAt: card.updatedAt });
        expect(response.status).toBe(200);
        const { jobCard } = await bodyOf<{ jobCard: JobCard }>(response);
        expect(jobCard).toMatchObject({ id: cardId, customerId: second, customerName: "Sid Second", customerContact: "sid@example.com" });
        expect(jobCard.updatedAt).not.toBe(card.updatedAt);
        const movedDraft = await readInvoiceOf(shop.advisor.client, draft.id);
        expect(movedDraft.customerId).toBe(second);
        expect(movedDraft.parties).toMatchObject({ customerName: "Sid Second", customerEmail: "sid@example.com" });
        // The Invoices list and its search read the draft's stored name: it moved in the same change.
        const listed = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", `/api/invoices?jobCardId=${cardId}`));
        expect(listed.invoices.map((row) => [row.id, row.customerName])).toEqual([[draft.id, "Sid Second"]]);
        const found = await bodyOf<InvoicePage>(await shop.advisor.client.request("GET", "/api/invoices?search=Sid%20Second"));
        expect(found.invoices.map((row) => row.id)).toContain(draft.id);

        const cleared = await shop.advisor.client.request("PATCH", `/api/job-cards/${cardId}/customer`, { customerId: null, updatedAt: jobCard.updatedAt });
        expect(cleared.status).toBe(200);
        expect((await bodyOf<{ jobCard: JobCard }>(cleared)).jobCard).toMatchObject({ customerId: null, customerName: "Sid Second" });
        const [row] = await shop.t.database.db.select({ customerId: invoices.customerId }).from(invoices).where(eq(invoices.id, draft.id));
        expect(row!.customerId).toBeNull();

        const otherCardId = await approvedCard(shop, undefined, { customerId: first });
        const billed = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, otherCardId)).id);
        const otherCard = await jobCardOf(otherCardId);
        const moved = await shop.advisor.client.request("PATCH", `/api/job-cards/${otherCardId}/customer`, { customerId: second, updatedAt: otherCard.updatedAt });
        expect(moved.status).toBe(200);
        const [billedRow] = await shop.t.database.db.select({ customerId: invoices.customerId }).from(invoices).where(eq(invoices.id, billed.id));
        expect(billedRow!.customerId).toBe(first);
        const billedNow = await readInvoiceOf(shop.advisor.client, billed.id);
        expect(billedNow).toMatchObject({ customerId: first, parties: billed.parties });
        expect(billedNow.parties.customerName).toBe("Fiona First");
      });

      it("refuses a stale change with 409 and the card as stored, an unknown customer with 400, an unknown card with 404", async () => {
        const customerId = await customer();
        const card = await newJobCard();
        const change = (body: unknown, id = card.id) => shop.advisor.client.request("PATCH", `/api/job-cards/${id}/customer`, body);

        const stale = await change({ customerId, updatedAt: "2020-01-01T00:00:00.000Z" });
        expect(stale.status).toBe(409);
        expect((await errorOf(stale)).details?.current).toEqual(await jobCardOf(card.id));

        const unknown = await change({ customerId: NO_SUCH_CUSTOMER, updatedAt: card.updatedAt });
        expect(unknown.status).toBe(400);
        expect((await errorOf(unknown)).details?.fields).toEqual({ customerId: [UNKNOWN_CUSTOMER_MESSAGE] });

        const missing = await change({ updatedAt: card.updatedAt });
        expect(missing.status).toBe(400);
        expect(Object.keys((await errorOf(missing)).details?.fields ?? {})).toEqual(["customerId"]);

        for (const id of [NO_SUCH_CUSTOMER, "not-a-uuid"]) expect((await change({ customerId, updatedAt: card.updatedAt }, id)).status).toBe(404);
        expect((await jobCardOf(card.id)).customerId).toBeNull();

        const technician = await shop.technician.client.request("PATCH", `/api/job-cards/${card.id}/customer`, { customerId, updatedAt: card.updatedAt });
        expect(technician.status).toBe(403);
        const [row] = await shop.t.database.db.select({ customerId: jobCards.customerId }).from(jobCards).where(eq(jobCards.id, card.id));
        expect(row!.customerId).toBeNull();
      });
    });

    describe("documents of a linked card", () => {
      it("mails the estimate and the finalized invoice to the customer's e-mail, even when the contact shown is a phone", async () => {
        const customerId = await customer({ name: "Mia Mail", phones: [{ kind: "Mobile", number: "555-8000" }], email: "mia@example.com", preferredContact: "Phone" });
        const before = mailer.sent.length;
        const cardId = await approvedCard(shop, undefined, { customerId });
        const estimateMails = mailer.sent.slice(before);
        expect(estimateMails.map((mail) => mail.to)).toEqual(["mia@example.com"]);

        const invoice: Invoice = await finalized(shop.advisor.client, (await createInvoice(shop.advisor.client, cardId)).id);
        expect(invoice.parties).toMatchObject({ customerName: "Mia Mail", customerContact: "555-8000", customerEmail: "mia@example.com" });
        const emailed = await shop.advisor.client.request("POST", `/api/invoices/${invoice.id}/email`);
        expect(emailed.status).toBe(200);
        expect(mailer.sent.at(-1)!.to).toBe("mia@example.com");
      });
    });
  });
}
