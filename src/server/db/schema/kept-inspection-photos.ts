import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobCards } from "./job-cards";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // PGlite hands back a Uint8Array, pg a Buffer: callers always see a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An inspection photo staff took off its item after a sent version showed it to the customer:
 * the item no longer has it, but that version's link still serves it, so its bytes are kept here
 * under the same id. It goes with the card (as its estimate and links do) and every backup holds it.
 */
export const keptInspectionPhotos = pgTable(
  "kept_inspection_photos",
  {
    id: uuid("id").primaryKey(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    keptAt: timestamp("kept_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("kept_inspection_photos_job_card_idx").on(table.jobCardId)],
);
