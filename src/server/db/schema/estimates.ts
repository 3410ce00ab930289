import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { APPROVAL_METHODS, ESTIMATE_DECISIONS } from "../../../shared/constants/estimates";
import type { EstimateJob, EstimateLine } from "../../../shared/schemas/estimates";
import type { FrozenEstimate } from "../../estimates/frozen-estimate";
import { checkIn } from "./check-in";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A job card's estimate being written: one per card, the draft's jobs as one document. */
export const estimates = pgTable(
  "estimates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .unique()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    jobs: jsonb("jobs").$type<EstimateJob[]>().notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    /** Bumped by every save; a save naming another is a stale edit (409). */
    rowVersion: integer("row_version").notNull().default(1),
    /** The last version sent; null before the first send. */
    currentVersion: integer("current_version"),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("estimates_discount_check", sql`${table.discountCents} >= 0`)],
);

/** A sent version, frozen; its link's token is kept only as a SHA-256 hash. */
export const estimateVersions = pgTable(
  "estimate_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    content: jsonb("content").$type<FrozenEstimate>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    sentBy: text("sent_by").references(() => profiles.userId, { onDelete: "set null" }),
    sentAt: at("sent_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    /** Set when a newer version is sent: the link then answers 410. */
    replacedAt: at("replaced_at"),
    /** Set once by the customer's decision through the link, so a second one is refused. */
    linkDecidedAt: at("link_decided_at"),
  },
  (table) => [unique("estimate_versions_estimate_version_unique").on(table.estimateId, table.version)],
);

/** One decision on one job of one version: through the link, or recorded by staff. */
export const estimateDecisions = pgTable(
  "estimate_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    versionId: uuid("version_id")
      .notNull()
      .references(() => estimateVersions.id, { onDelete: "cascade" }),
    jobId: text("job_id").notNull(),
    decision: text("decision", { enum: ESTIMATE_DECISIONS }).notNull(),
    /** The job's total in the version decided on: what an approval authorises. */
    jobTotalCents: integer("job_total_cents").notNull(),
    signerName: text("signer_name").notNull(),
    authorised: boolean("authorised").notNull(),
    method: text("method", { enum: APPROVAL_METHODS }).notNull(),
    decidedAt: at("decided_at").notNull(),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    recordedBy: text("recorded_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("estimate_decisions_decision_check", checkIn(table.decision, ESTIMATE_DECISIONS)),
    check("estimate_decisions_method_check", checkIn(table.method, APPROVAL_METHODS)),
    index("estimate_decisions_version_idx").on(table.versionId),
    // Recent Activity: the latest decisions, newest first.
    index("estimate_decisions_created_at_idx").on(table.createdAt.desc()),
  ],
);

/** The shop's prices and document details: a single row (id 1), absent until first saved. */
export const shopPricing = pgTable(
  "shop_pricing",
  {
    id: integer("id").primaryKey().default(1),
    shopName: text("shop_name").notNull().default(""),
    defaultLaborRateCents: integer("default_labor_rate_cents").notNull(),
    partsMarkupBp: integer("parts_markup_bp").notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    taxLabor: boolean("tax_labor").notNull(),
    taxParts: boolean("tax_parts").notNull(),
    taxFees: boolean("tax_fees").notNull(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    linkLifetimeDays: integer("link_lifetime_days").notNull().default(14),
    /** Printed before each invoice number: INV-000042. Taken at finalize, so a change leaves issued numbers as they were. */
    invoicePrefix: text("invoice_prefix").notNull().default("INV-"),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("shop_pricing_single_row", sql`${table.id} = 1`)],
);

/** A named job with its lines, saved from any estimate and inserted into others. */
export const cannedJobs = pgTable("canned_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  lines: jsonb("lines").$type<EstimateLine[]>().notNull(),
  createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
  createdAt: at("created_at").notNull().defaultNow(),
});

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimateVersionRow = typeof estimateVersions.$inferSelect;
export type EstimateDecisionRow = typeof estimateDecisions.$inferSelect;
