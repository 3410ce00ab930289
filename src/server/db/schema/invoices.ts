import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INVOICE_STATES, INVOICE_STATUSES, PAYMENT_METHODS } from "../../../shared/constants/invoices";
import type { EstimateJob } from "../../../shared/schemas/estimates";
import type { EstimatePricing } from "../../../shared/schemas/estimates";
import type { InvoiceParties } from "../../../shared/schemas/invoices";
import { checkIn } from "./check-in";
import { customers } from "./customers";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The last invoice number given: a single row (id 1). Finalize increments it inside its own
 * transaction, so the row lock orders concurrent finalizes and a rollback gives the number back
 * (a sequence would leave a gap; max()+1 would race).
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (table) => [check("invoice_counter_single_row", sql`${table.id} = 1`), check("invoice_counter_last_number_check", sql`${table.lastNumber} >= 0`)],
);

/**
 * An invoice: a draft made from a job card's approved jobs, then finalized (numbered and frozen)
 * and perhaps voided. Totals and the amount paid are kept on the row for the list; payments
 * change amount_paid_cents in the same transaction that writes them.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the job card is deleted: the invoice keeps its own copy of everything it shows. */
    jobCardId: uuid("job_card_id").references(() => jobCards.id, { onDelete: "set null" }),
    state: text("state", { enum: INVOICE_STATES }).notNull().default("draft"),
    /** The counter's value, set at finalize; number_text is it printed with the prefix of that day. */
    number: integer("number").unique(),
    numberText: text("number_text"),
    invoiceDate: date("invoice_date", { mode: "string" }),
    jobs: jsonb("jobs").$type<EstimateJob[]>().notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    tax: jsonb("tax").$type<Pick<EstimatePricing, "taxRateBp" | "taxLabor" | "taxParts" | "taxFees">>().notNull(),
    /** Frozen at finalize; a draft reads the job card and shop settings of the moment instead. */
    parties: jsonb("parties").$type<InvoiceParties>(),
    /** Copies for the list and its search; kept equal to the invoice's content by every write. */
    customerName: text("customer_name"),
    /** The customer record; a draft shows its current details, finalize freezes them into parties. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    vin: text("vin"),
    totalCents: integer("total_cents").notNull(),
    amountPaidCents: integer("amount_paid_cents").notNull().default(0),
    /** The status as the list filters it, kept by the database from the columns above. */
    status: text("status", { enum: INVOICE_STATUSES }).generatedAlwaysAs(
      sql`case when "state" = 'draft' then 'Draft' when "state" = 'void' then 'Void' when "amount_paid_cents" >= "total_cents" then 'Paid' when "amount_paid_cents" > 0 then 'Partially Paid' else 'Unpaid' end`,
    ),
    /** What list search looks in (number, customer, VIN); see service-tickets.ts. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`coalesce("number_text", '') || chr(31) || coalesce("customer_name", '') || chr(31) || coalesce("vin", '')`,
    ),
    /** Bumped by every draft save; a save naming another is a stale edit (409). */
    rowVersion: integer("row_version").notNull().default(1),
    createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    finalizedBy: text("finalized_by").references(() => profiles.userId, { onDelete: "set null" }),
    finalizedAt: at("finalized_at"),
    voidedBy: text("voided_by").references(() => profiles.userId, { onDelete: "set null" }),
    voidedAt: at("voided_at"),
    voidReason: text("void_reason"),
  },
  (table) => [
    check("invoices_state_check", checkIn(table.state, INVOICE_STATES)),
    check("invoices_amounts_check", sql`${table.discountCents} >= 0 and ${table.totalCents} >= 0 and ${table.amountPaidCents} >= 0 and ${table.amountPaidCents} <= ${table.totalCents}`),
    check("invoices_numbered_check", sql`(${table.state} = 'draft') = (${table.number} is null)`),
    // One open invoice per job card; a void one leaves room for its replacement.
    uniqueIndex("invoices_open_job_card_idx").on(table.jobCardId).where(sql`${table.state} <> 'void'`),
    // The Invoices page: newest first with the id as tie-breaker and cursor (as the ticket list).
    index("invoices_created_at_id_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("invoices_status_created_at_idx").on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("invoices_vin_idx").on(table.vin),
    // A job card's invoices (void ones too, which the open-invoice index leaves out), and the
    // foreign key's ON DELETE SET NULL when a job card is deleted.
    index("invoices_job_card_idx").on(table.jobCardId),
    index("invoices_customer_idx").on(table.customerId),
    index("invoices_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
  ],
);

/** A payment against a finalized invoice. Never deleted: a reversal keeps it listed with its reason. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    recordedBy: text("recorded_by").references(() => profiles.userId, { onDelete: "set null" }),
    recordedAt: at("recorded_at").notNull().defaultNow(),
    reversedBy: text("reversed_by").references(() => profiles.userId, { onDelete: "set null" }),
    reversedAt: at("reversed_at"),
    reversalReason: text("reversal_reason"),
  },
  (table) => [
    check("invoice_payments_amount_check", sql`${table.amountCents} > 0`),
    check("invoice_payments_method_check", checkIn(table.method, PAYMENT_METHODS)),
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    // The Revenue Report's collected amount: payments by date.
    index("invoice_payments_paid_on_idx").on(table.paidOn),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
