import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CUSTOMER_ACTIVITY_ACTIONS, PREFERRED_CONTACTS } from "../../../shared/constants/customers";
import type { CustomerPhone } from "../../../shared/schemas/customers";
import { checkIn } from "./check-in";
import { profiles } from "./profiles";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A customer of the shop: personal data, for staff only. Tickets, job cards, invoices, vehicles and
 * appointments point at it; a finalized invoice keeps its own frozen copy of the details.
 */
export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phones: jsonb("phones").$type<CustomerPhone[]>().notNull().default([]),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    preferredContact: text("preferred_contact", { enum: PREFERRED_CONTACTS }).notNull().default("Phone"),
    notes: text("notes").notNull().default(""),
    remindersAgreed: boolean("reminders_agreed").notNull().default(false),
    /** Set when the customer stops reminders through a mail's link; staff agreeing again clears it. */
    remindersStoppedAt: at("reminders_stopped_at"),
    createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    /**
     * What search looks in (name, e-mail, phone numbers), kept by the database; phones also as bare
     * digits, so "555 0101" finds "(555) 010-1". See service-tickets.ts for the separator.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`"name" || chr(31) || "email" || chr(31) || ("phones"::text) || chr(31) || regexp_replace("phones"::text, '[^0-9]', '', 'g')`,
    ),
  },
  (table) => [
    check("customers_preferred_contact_check", checkIn(table.preferredContact, PREFERRED_CONTACTS)),
    index("customers_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("customers_email_idx").on(sql`lower(${table.email})`),
    index("customers_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;

/**
 * A vehicle a customer owns. A VIN belongs to one customer at a time (selling the car moves it); a
 * vehicle without a VIN yet is kept by make, model and plate. `vin_key` is the VIN as the shop's
 * other records match it: trimmed and upper case.
 */
export const customerVehicles = pgTable(
  "customer_vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    vin: text("vin").notNull().default(""),
    make: text("make").notNull().default(""),
    model: text("model").notNull().default(""),
    year: integer("year"),
    licensePlate: text("license_plate").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("customer_vehicles_customer_idx").on(table.customerId),
    uniqueIndex("customer_vehicles_vin_key_idx").on(sql`upper(trim(${table.vin}))`).where(sql`trim(${table.vin}) <> ''`),
    // Customer search finds a customer by any part of a vehicle's VIN (the last six, say).
    index("customer_vehicles_vin_trgm_idx").using("gin", table.vin.op("gin_trgm_ops")),
  ],
);
export type CustomerVehicleRow = typeof customerVehicles.$inferSelect;

/**
 * The activity log's lines about customers that leave no record to show them: a merge (the merged
 * customer is gone) and an erase on request. An erase's line names no one: the label says only
 * what was done and how many records it touched.
 */
export const customerActivity = pgTable(
  "customer_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action", { enum: CUSTOMER_ACTIVITY_ACTIONS }).notNull(),
    /** The kept customer of a merge; the erased customer's former id (no foreign key: it is gone). */
    customerId: uuid("customer_id").notNull(),
    label: text("label").notNull(),
    /** How many records the merge moved or the erase touched. */
    records: integer("records").notNull(),
    by: text("by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("customer_activity_action_check", checkIn(table.action, CUSTOMER_ACTIVITY_ACTIONS)),
    index("customer_activity_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);
