import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { customerContactText } from "../../shared/format/customer-contact";
import type { Customer, mergeCustomersSchema } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { nextVersion } from "../db/lists/row-version";
import { appointments, customerActivity, customers, customerVehicles, invoices, jobCards, reminders, reminderStopTokens, serviceTickets } from "../db/schema";
import { activityLabel } from "../activity/activity-label";
import { ApiError } from "../http/api-error";
import { recordCustomerActivity } from "./customer-activity";
import { customerColumns, customerFromRecord } from "./customer-row";
import { mergedDetails } from "./merged-details";

/** The records a merge moved, by kind: the route announces each change. */
export interface MergeResult {
  customer: Customer;
  moved: { tickets: string[]; jobCards: string[]; invoices: string[] };
}

/**
 * Every table whose rows belong to a customer through `customer_id`, moved by a merge. The merge
 * test checks this against the database's foreign keys, so a new table is not left behind.
 */
export const CUSTOMER_OWNED_TABLES = [
  "customer_vehicles",
  "service_tickets",
  "job_cards",
  "invoices",
  "appointments",
  "customer_activity",
  "reminders",
  "reminder_stop_tokens",
] as const;

function notFound(field: "keepId" | "mergeId"): ApiError {
  const message = field === "keepId" ? "The customer to keep no longer exists." : "The customer to merge no longer exists.";
  return new ApiError("not_found", message, { fields: { [field]: [message] } });
}

/**
 * Merge Customers, in one transaction: everything the merged customer holds moves to the kept one
 * (vehicles, tickets, job cards, invoices, appointments, activity lines, reminders mailed and the
 * links that stop them), the kept one's empty
 * fields are filled from it (mergedDetails), the moved tickets, job cards and draft invoices take
 * the kept customer's name and contact (a finalized invoice keeps its frozen copy), the merged one
 * is deleted and the activity log records it. Both rows are locked first, in id order, so two
 * merges of the same customers wait for each other instead of deadlocking.
 */
export async function mergeCustomers(db: Database, mergedBy: string, input: z.output<typeof mergeCustomersSchema>): Promise<MergeResult> {
  if (!isUuid(input.keepId)) throw notFound("keepId");
  if (!isUuid(input.mergeId)) throw notFound("mergeId");
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(customers)
      .where(inArray(customers.id, [input.keepId, input.mergeId]))
      .orderBy(customers.id)
      .for("update");
    const keep = locked.find((row) => row.id === input.keepId);
    const merge = locked.find((row) => row.id === input.mergeId);
    if (!keep) throw notFound("keepId");
    if (!merge) throw notFound("mergeId");

    const details = mergedDetails(keep, merge);
    const [kept] = await tx
      .update(customers)
      .set({ ...details, updatedBy: mergedBy, updatedAt: nextVersion(customers.updatedAt) })
      .where(eq(customers.id, keep.id))
      .returning(customerColumns);
    const contact = customerContactText(details) || null;

    const vehicles = await tx.update(customerVehicles).set({ customerId: keep.id }).where(eq(customerVehicles.customerId, merge.id)).returning({ id: customerVehicles.id });
    const tickets = await tx
      .update(serviceTickets)
      .set({ customerId: keep.id, customerName: details.name, customerContact: contact, updatedBy: mergedBy, updatedAt: nextVersion(serviceTickets.updatedAt) })
      .where(eq(serviceTickets.customerId, merge.id))
      .returning({ id: serviceTickets.id });
    const cards = await tx
      .update(jobCards)
      .set({ customerId: keep.id, customerName: details.name, customerContact: contact, updatedBy: mergedBy, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(eq(jobCards.customerId, merge.id))
      .returning({ id: jobCards.id });
    const drafts = await tx
      .update(invoices)
      .set({ customerId: keep.id, customerName: details.name })
      .where(and(eq(invoices.customerId, merge.id), eq(invoices.state, "draft")))
      .returning({ id: invoices.id });
    const frozen = await tx
      .update(invoices)
      .set({ customerId: keep.id })
      .where(and(eq(invoices.customerId, merge.id), ne(invoices.state, "draft")))
      .returning({ id: invoices.id });
    const booked = await tx.update(appointments).set({ customerId: keep.id }).where(eq(appointments.customerId, merge.id)).returning({ id: appointments.id });
    await tx.update(customerActivity).set({ customerId: keep.id }).where(eq(customerActivity.customerId, merge.id));
    // A reminder both records hold is kept once, the kept customer's: it is still never mailed twice.
    await tx.execute(sql`
      delete from ${reminders} as merged where merged.customer_id = ${merge.id} and exists (
        select 1 from ${reminders} as kept where kept.customer_id = ${keep.id}
          and kept.kind = merged.kind and kept.subject = merged.subject and kept.due_date = merged.due_date)`);
    await tx.update(reminders).set({ customerId: keep.id }).where(eq(reminders.customerId, merge.id));
    await tx.update(reminderStopTokens).set({ customerId: keep.id }).where(eq(reminderStopTokens.customerId, merge.id));
    await tx.delete(customers).where(eq(customers.id, merge.id));

    const records = vehicles.length + tickets.length + cards.length + drafts.length + frozen.length + booked.length;
    await recordCustomerActivity(tx, {
      action: "Merged",
      customerId: keep.id,
      label: activityLabel([keep.name], `merged ${merge.name} into this record, ${records} ${records === 1 ? "record" : "records"} moved`),
      records,
      by: mergedBy,
    });
    return {
      customer: customerFromRecord(kept!),
      moved: {
        tickets: tickets.map((row) => row.id),
        jobCards: cards.map((row) => row.id),
        invoices: [...drafts, ...frozen].map((row) => row.id),
      },
    };
  });
}
