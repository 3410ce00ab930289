import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { inspectionItems } from "./inspections";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

/**
 * A declined finding added again to a later repair order's estimate (Add to Estimate from the
 * vehicle's recommendations): the finding, the card it was added to and the job it became there.
 * One row per finding and card; adding it again after its job was removed from that draft points
 * the row at the new job. Whether the recommendation is still open is judged from these rows and
 * the decisions on their jobs, never stored.
 */
export const inspectionRecommendations = pgTable(
  "inspection_recommendations",
  {
    inspectionId: uuid("inspection_id").notNull(),
    itemId: text("item_id").notNull(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    /** The job's id inside that card's estimate. */
    estimateJobId: text("estimate_job_id").notNull(),
    addedBy: text("added_by").references(() => profiles.userId, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.inspectionId, table.itemId, table.jobCardId] }),
    foreignKey({ name: "inspection_recommendations_item_fk", columns: [table.inspectionId, table.itemId], foreignColumns: [inspectionItems.inspectionId, inspectionItems.itemId] }).onDelete("cascade"),
    index("inspection_recommendations_job_card_idx").on(table.jobCardId),
  ],
);

export type InspectionRecommendationRow = typeof inspectionRecommendations.$inferSelect;
