import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { CUSTOMER_ERASE_MISMATCH, type customerEraseSchema } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { nextVersion } from "../db/lists/row-version";
import { appointments, customers, customerVehicles, invoices, jobCards, serviceTickets } from "../db/schema";
import { ApiError } from "../http/api-error";
import { recordCustomerActivity } from "./customer-activity";
import { CUSTOMER_NOT_FOUND } from "./find-customer";

/** The records an erase changed, by kind: the route announces each change. */
export interface EraseResult {
  touched: { tickets: string[]; jobCards: string[]; invoices: string[] };
}

/** The name as shown, typed again (spaces around it aside): the check that the Admin means this customer. */
const comparable = (name: string) => name.trim();

/**
 * Erases a customer on request, in one transaction. The shop's work stays: tickets and job cards
 * lose the customer's name and contact and the link; draft invoices lose their copy of the name;
 * finalized (and void) invoices keep their frozen copy, which the law asks the shop to keep, and
 * lose only the link. The customer's vehicles, appointments and the customer go. The activity
 * log's line names no one: who erased, when, and how many records it touched.
 */
export async function eraseCustomer(db: Database, customerId: string, erasedBy: string, input: z.output<typeof customerEraseSchema>): Promise<EraseResult> {
  if (!isUuid(customerId)) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.id, customerId)).for("update");
    if (!customer) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
    if (comparable(input.confirmName) !== comparable(customer.name)) {
      throw new ApiError("validation_failed", "Please correct: confirmName.", { fields: { confirmName: [CUSTOMER_ERASE_MISMATCH] } });
    }
    const tickets = await tx
      .update(serviceTickets)
      .set({ customerId: null, customerName: null, customerContact: null, updatedBy: erasedBy, updatedAt: nextVersion(serviceTickets.updatedAt) })
      .where(eq(serviceTickets.customerId, customer.id))
      .returning({ id: serviceTickets.id });
    const cards = await tx
      .update(jobCards)
      .set({ customerId: null, customerName: null, customerContact: null, updatedBy: erasedBy, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(eq(jobCards.customerId, customer.id))
      .returning({ id: jobCards.id });
    const drafts = await tx
      .update(invoices)
      .set({ customerId: null, customerName: null })
      .where(and(eq(invoices.customerId, customer.id), eq(invoices.state, "draft")))
      .returning({ id: invoices.id });
    const frozen = await tx
      .update(invoices)
      .set({ customerId: null })
      .where(and(eq(invoices.customerId, customer.id), ne(invoices.state, "draft")))
      .returning({ id: invoices.id });
    const booked = await tx.delete(appointments).where(eq(appointments.customerId, customer.id)).returning({ id: appointments.id });
    const vehicles = await tx.delete(customerVehicles).where(eq(customerVehicles.customerId, customer.id)).returning({ id: customerVehicles.id });
    await tx.delete(customers).where(eq(customers.id, customer.id));

    // The customer's own row counts too.
    const records = 1 + tickets.length + cards.length + drafts.length + frozen.length + booked.length + vehicles.length;
    await recordCustomerActivity(tx, {
      action: "Erased",
      customerId: customer.id,
      label: `Erased a customer on request: ${records} records touched`,
      records,
      by: erasedBy,
    });
    return {
      touched: {
        tickets: tickets.map((row) => row.id),
        jobCards: cards.map((row) => row.id),
        invoices: [...drafts, ...frozen].map((row) => row.id),
      },
    };
  });
}
