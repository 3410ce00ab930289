import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row whose `epoch` moves, in the same transaction, whenever a session could stop being
 * allowed: a session deleted, cut short or handed to another token or user, and a profile whose
 * role or active flag changed (the triggers of its migration). A list read that remembers a
 * session's check (http/session-memory.ts) states the epoch it was checked at; a moved epoch
 * fails the read, so an ended session stops at once on every instance, as the check itself would.
 */
export const sessionEpoch = pgTable(
  "session_epoch",
  {
    id: integer("id").primaryKey(),
    epoch: bigint("epoch", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("session_epoch_one_row_check", sql`${table.id} = 1`)],
);
