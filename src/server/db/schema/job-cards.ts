import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { JOB_CARD_STATUSES } from "../../../shared/constants/statuses";
import { checkIn } from "./check-in";
import { customers } from "./customers";
import { profiles } from "./profiles";
import { serviceTickets } from "./service-tickets";

/** A work order assigned to a technician. A card outlives its ticket: deleting the ticket only clears the link. */
export const jobCards = pgTable(
  "job_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceTicketId: uuid("service_ticket_id").references(() => serviceTickets.id, {
      onDelete: "set null",
    }),
    vin: text("vin"),
    customerName: text("customer_name"),
    customerContact: text("customer_contact"),
    /** The customer record; the name and contact columns above follow it while it is set. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The odometer when the vehicle came in, as typed (decimals kept exactly); null when not recorded. */
    mileage: numeric("mileage", { mode: "number" }),
    serviceDescription: text("service_description").notNull(),
    assignedTechnicianId: text("assigned_technician_id").references(() => profiles.userId, {
      onDelete: "set null",
    }),
    status: text("status", { enum: JOB_CARD_STATUSES }).notNull().default("Pending"),
    // Hours in steps of 0.1; numeric keeps them exact.
    estimatedHours: numeric("estimated_hours", { precision: 7, scale: 1, mode: "number" }),
    notes: text("notes"),
    /** When the shop promised the customer the car back (UTC); null when no time was promised. */
    promisedAt: timestamp("promised_at", { withTimezone: true, mode: "date" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => profiles.userId, { onDelete: "restrict" }),
    /** Who made the latest change (Recent Activity); null once that account is gone. */
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** What list search looks in (VIN, customer, description); see service-tickets.ts. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`coalesce("vin", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("service_description", '')`,
    ),
  },
  (table) => [
    check("job_cards_status_check", checkIn(table.status, JOB_CARD_STATUSES)),
    // NULLS FIRST as in the lists' plain "order by created_at desc, id desc": an index with
    // another null order cannot serve that order, and every page would sort the whole table.
    index("job_cards_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // A technician's own cards (assignedTo=me) in the same order.
    index("job_cards_technician_created_at_idx").on(
      table.assignedTechnicianId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Recent Activity: the latest changes, newest first (GET /api/activity).
    index("job_cards_updated_at_id_idx").on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("job_cards_service_ticket_idx").on(table.serviceTicketId),
    index("job_cards_status_idx").on(table.status),
    index("job_cards_customer_idx").on(table.customerId),
    index("job_cards_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);

export type JobCardRow = typeof jobCards.$inferSelect;
