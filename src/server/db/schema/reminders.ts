import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REMINDER_KINDS, REMINDER_STATES } from "../../../shared/constants/customers";
import { checkIn } from "./check-in";
import { customers, customerVehicles } from "./customers";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Each reminder mailed (or being tried) to a customer: the record of it on the customer. One row per
 * customer, kind, subject and due date, so the same reminder is never mailed twice.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    /** What it is about: the VIN (service due), "inspection item" (declined work) or the appointment's id. */
    subject: text("subject").notNull(),
    /** The shop's day it is due: the service's date, the day declined work comes up again, the appointment's day. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    customerVehicleId: uuid("customer_vehicle_id").references(() => customerVehicles.id, { onDelete: "set null" }),
    /** The vehicle and what is due, as the mail said them. */
    vehicle: text("vehicle").notNull().default(""),
    description: text("description").notNull(),
    state: text("state", { enum: REMINDER_STATES }).notNull().default("pending"),
    /** Mails tried; a failure is tried again on the next runs up to a limit, then the reminder is failed. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentTo: text("sent_to"),
    sentAt: at("sent_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("reminders_kind_check", checkIn(table.kind, REMINDER_KINDS)),
    check("reminders_state_check", checkIn(table.state, REMINDER_STATES)),
    uniqueIndex("reminders_once_idx").on(table.customerId, table.kind, table.subject, table.dueDate),
    index("reminders_state_due_idx").on(table.state, table.dueDate),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;

/** The shop's days the daily reminder run has done: one row each, so instances sharing a database run it once. */
export const reminderRuns = pgTable("reminder_runs", {
  day: date("day", { mode: "string" }).primaryKey(),
  ranAt: at("ran_at").notNull().defaultNow(),
});

/**
 * The stop links of reminder mails, by the SHA-256 of their token: a stolen copy of the database
 * stops no one's reminders.
 */
export const reminderStopTokens = pgTable(
  "reminder_stop_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("reminder_stop_tokens_customer_idx").on(table.customerId)],
);
