import { sql } from "drizzle-orm";
import { check, customType, foreignKey, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { inspectionItems } from "./inspections";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, pg a Buffer: callers always see a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos of paper job cards (shop records) and, with `job_card_id` set, photos of a server job
 * card: one table, so every backup carries both and both take the same byte checks. A card's
 * photos go with the card. A photo of an inspection item names its inspection and item as well
 * (both or neither), and goes with the item.
 */
export const jobCardImages = pgTable(
  "job_card_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    jobCardId: uuid("job_card_id").references(() => jobCards.id, { onDelete: "cascade" }),
    inspectionId: uuid("inspection_id"),
    inspectionItemId: text("inspection_item_id"),
  },
  (table) => [
    index("job_card_images_job_card_idx").on(table.jobCardId, table.createdAt),
    index("job_card_images_inspection_idx").on(table.inspectionId, table.inspectionItemId),
    foreignKey({
      name: "job_card_images_inspection_item_fk",
      columns: [table.inspectionId, table.inspectionItemId],
      foreignColumns: [inspectionItems.inspectionId, inspectionItems.itemId],
    }).onDelete("cascade"),
    check(
      "job_card_images_inspection_item_check",
      sql`(${table.inspectionId} is null) = (${table.inspectionItemId} is null) and (${table.inspectionId} is null or ${table.jobCardId} is not null)`,
    ),
  ],
);

export type JobCardImageRow = typeof jobCardImages.$inferSelect;
