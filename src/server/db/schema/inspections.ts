import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INSPECTION_RATINGS, INSPECTION_STATUSES, type InspectionRating, type InspectionStatus } from "../../../shared/constants/inspections";
import type { MeasurementSpec } from "../../../shared/inspections/rate-measurement";
import { checkIn } from "./check-in";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A repair order's inspection: at most one per job card, gone with the card. Its items are copied
 * from the template when it starts, so a later edit of the template leaves it as it was. The VIN
 * is copied from the card so the vehicle's earlier measurements are found by it.
 */
export const inspections = pgTable(
  "inspections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    templateId: text("template_id").notNull(),
    templateName: text("template_name").notNull(),
    status: text("status", { enum: INSPECTION_STATUSES }).$type<InspectionStatus>().notNull().default("In Progress"),
    /** Bumped by every change of the inspection or one of its items. */
    rowVersion: integer("row_version").notNull().default(1),
    startedBy: text("started_by").references(() => profiles.userId, { onDelete: "set null" }),
    startedAt: at("started_at").notNull().defaultNow(),
    completedBy: text("completed_by").references(() => profiles.userId, { onDelete: "set null" }),
    completedAt: at("completed_at"),
    vin: text("vin"),
    /** Who made the latest change of the inspection or one of its items, and when: a reopen's History line names them. */
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedAt: at("updated_at"),
  },
  (table) => [
    uniqueIndex("inspections_job_card_idx").on(table.jobCardId),
    index("inspections_vin_idx").on(table.vin),
    // A vehicle's recommendations match its VIN as typed on any card: spaces around and case aside.
    index("inspections_vehicle_key_idx").on(sql`upper(trim(${table.vin}))`),
    check("inspections_status_check", checkIn(table.status, INSPECTION_STATUSES)),
  ],
);

/** One item of an inspection, in its section's place; keyed by the template item's id. */
export const inspectionItems = pgTable(
  "inspection_items",
  {
    inspectionId: uuid("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    itemId: text("item_id").notNull(),
    sectionId: text("section_id").notNull(),
    sectionName: text("section_name").notNull(),
    /** The item's place in the whole inspection, sections in order. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    measurement: jsonb("measurement").$type<MeasurementSpec>(),
    rating: text("rating", { enum: INSPECTION_RATINGS }).$type<InspectionRating>(),
    skipped: boolean("skipped").notNull().default(false),
    note: text("note").notNull().default(""),
    measuredValue: numeric("measured_value", { precision: 12, scale: 2, mode: "number" }),
    /** The estimate job this finding became (an id inside the estimate's jobs), once added. */
    estimateJobId: text("estimate_job_id"),
    /**
     * The canned job the template item suggested when the inspection started; no foreign key, as
     * a canned job deleted since is simply treated as none.
     */
    suggestedCannedJobId: uuid("suggested_canned_job_id"),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedAt: at("updated_at"),
  },
  (table) => [
    primaryKey({ columns: [table.inspectionId, table.itemId] }),
    check("inspection_items_rating_check", sql`${table.rating} is null or ${checkIn(table.rating, INSPECTION_RATINGS)}`),
  ],
);

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionItemRow = typeof inspectionItems.$inferSelect;
