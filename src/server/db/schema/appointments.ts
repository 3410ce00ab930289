import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES } from "../../../shared/constants/customers";
import type { Bay, OpeningHoursDay } from "../../../shared/schemas/shop-calendar";
import { checkIn } from "./check-in";
import { customers, customerVehicles } from "./customers";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";
import { serviceTickets } from "./service-tickets";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * An appointment on the shop's calendar, in UTC. A customer's own request carries what they typed
 * in `request` until staff tie it to a customer record and confirm it.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("Booked"),
    source: text("source", { enum: APPOINTMENT_SOURCES }).notNull().default("staff"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    customerVehicleId: uuid("customer_vehicle_id").references(() => customerVehicles.id, { onDelete: "set null" }),
    /** What the customer typed on the request page (name, phone, e-mail, vehicle); null for staff bookings. */
    request: jsonb("request").$type<{ name: string; phone: string; email: string; vehicle: string }>(),
    requestedWork: text("requested_work").notNull(),
    expectedHours: numeric("expected_hours", { precision: 7, scale: 1, mode: "number" }).notNull(),
    /** One of the shop's bays by its id (Settings, Shop); null when not yet given a bay. */
    bayId: text("bay_id"),
    technicianId: text("technician_id").references(() => profiles.userId, { onDelete: "set null" }),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    dropOffAt: at("drop_off_at"),
    promisedAt: at("promised_at"),
    notes: text("notes").notNull().default(""),
    ticketId: uuid("ticket_id").references(() => serviceTickets.id, { onDelete: "set null" }),
    jobCardId: uuid("job_card_id").references(() => jobCards.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("appointments_status_check", checkIn(table.status, APPOINTMENT_STATUSES)),
    check("appointments_source_check", checkIn(table.source, APPOINTMENT_SOURCES)),
    check("appointments_times_check", sql`${table.endsAt} > ${table.startsAt}`),
    index("appointments_starts_at_idx").on(table.startsAt),
    index("appointments_technician_starts_at_idx").on(table.technicianId, table.startsAt),
    index("appointments_customer_idx").on(table.customerId),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** The shop's calendar settings: one row (id 1), absent until the shop saves its own. */
export const shopCalendar = pgTable(
  "shop_calendar",
  {
    id: integer("id").primaryKey().default(1),
    timeZone: text("time_zone").notNull(),
    bays: jsonb("bays").$type<Bay[]>().notNull(),
    openingHours: jsonb("opening_hours").$type<OpeningHoursDay[]>().notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    reminderDaysAhead: integer("reminder_days_ahead").notNull(),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("shop_calendar_single_row", sql`${table.id} = 1`)],
);
