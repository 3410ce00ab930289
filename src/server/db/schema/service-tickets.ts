import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { TICKET_STATUSES } from "../../../shared/constants/statuses";
import { checkIn } from "./check-in";
import { customers } from "./customers";
import { profiles } from "./profiles";

/** A customer-reported issue. vehicle_id points at a browser-local vehicle, so it has no foreign key. */
export const serviceTickets = pgTable(
  "service_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vin: text("vin").notNull(),
    customerName: text("customer_name"),
    customerContact: text("customer_contact"),
    /** The customer record; the name and contact columns above follow it while it is set. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    issueDescription: text("issue_description").notNull(),
    vehicleId: text("vehicle_id"),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("Open"),
    createdBy: text("created_by")
      .notNull()
      .references(() => profiles.userId, { onDelete: "restrict" }),
    /** Who made the latest change (Recent Activity); null once that account is gone. */
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * What list search looks in (VIN, customer, issue), kept by the database. One trigram index
     * over it answers a search in milliseconds; PostgreSQL would not combine one index per column
     * and read every row instead. U+001F separates the parts so a match cannot span two.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`coalesce("vin", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("issue_description", '')`,
    ),
  },
  (table) => [
    check("service_tickets_status_check", checkIn(table.status, TICKET_STATUSES)),
    // Lists are newest first with the id as tie-breaker, which is also the pagination cursor.
    // NULLS FIRST as in "order by created_at desc, id desc" (see job-cards.ts).
    index("service_tickets_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Recent Activity: the latest changes, newest first (GET /api/activity).
    index("service_tickets_updated_at_id_idx").on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("service_tickets_status_idx").on(table.status),
    index("service_tickets_created_by_idx").on(table.createdBy),
    index("service_tickets_customer_idx").on(table.customerId),
    index("service_tickets_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);

export type ServiceTicketRow = typeof serviceTickets.$inferSelect;
