import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SHOP_COLLECTIONS } from "../../../shared/schemas/shop-sync";
import { checkIn } from "./check-in";
import { profiles } from "./profiles";

/**
 * The one sync space (the shop). Every transaction that writes shop records bumps `version` first:
 * the row lock serialises writers, so versions become visible in commit order. `epoch` names this
 * shop's history: a device's cookie from another epoch gets a full reset.
 */
export const syncSpace = pgTable(
  "sync_space",
  {
    id: integer("id").primaryKey(),
    epoch: uuid("epoch").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("sync_space_one_row_check", sql`${table.id} = 1`)],
);

/** A device: the user who first pushed from it owns it, and the last mutation applied (exactly once). */
export const syncClients = pgTable("sync_client", {
  clientId: text("client_id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => profiles.userId, { onDelete: "cascade" }),
  lastMutationId: integer("last_mutation_id").notNull().default(0),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** A pushed mutation whose data was not valid: marked done without applying, kept for whoever looks. */
export const syncRejections = pgTable(
  "sync_rejection",
  {
    clientId: text("client_id").notNull(),
    mutationId: integer("mutation_id").notNull(),
    message: text("message").notNull(),
    mutation: jsonb("mutation").notNull(),
    userId: text("user_id").references(() => profiles.userId, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.mutationId] })],
);

/**
 * A same-field edit that overwrote another: the value it overwrote, offered back on the record's
 * page. `version` is the space version of the transaction that last wrote the row (the one that
 * made it, then the one that dismissed it), so a pull sends each conflict and its dismissal once.
 */
export const syncConflicts = pgTable(
  "sync_conflict",
  {
    id: serial("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    collection: text("collection", { enum: SHOP_COLLECTIONS }).notNull(),
    recordId: text("record_id").notNull(),
    field: text("field").notNull(),
    keptValue: jsonb("kept_value"),
    overwrittenValue: jsonb("overwritten_value"),
    changedBy: text("changed_by").references(() => profiles.userId, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    dismissed: boolean("dismissed").notNull().default(false),
  },
  (table) => [
    check("sync_conflict_collection_check", checkIn(table.collection, SHOP_COLLECTIONS)),
    // A pull reads the conflicts written after its cookie, in version order.
    index("sync_conflict_version_idx").on(table.version),
  ],
);
