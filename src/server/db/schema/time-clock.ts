import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { JOB_CARD_EVENT_KINDS, type JobCardEventDetail } from "../../job-card-history/job-card-event-kinds";
import { checkIn } from "./check-in";
import { jobCards } from "./job-cards";
import { profiles } from "./profiles";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One stretch of one technician's clock on one approved job of a card; running while stopped_at
 * is null. A technician has at most one running entry (the partial unique index), and their
 * entries never overlap: every write that could make them overlap holds the technician's profile
 * row locked while it checks.
 */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    /** The approved estimate job's id, and its name when the clock started (what the entry shows). */
    jobId: text("job_id").notNull(),
    jobName: text("job_name").notNull(),
    technicianId: text("technician_id")
      .notNull()
      .references(() => profiles.userId, { onDelete: "restrict" }),
    startedAt: at("started_at").notNull(),
    stoppedAt: at("stopped_at"),
    /** Bumped by every change; an edit naming another is stale (409). */
    version: integer("version").notNull().default(1),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    check("time_entries_order_check", sql`${table.stoppedAt} is null or ${table.stoppedAt} >= ${table.startedAt}`),
    uniqueIndex("time_entries_one_running_idx").on(table.technicianId).where(sql`${table.stoppedAt} is null`),
    // A technician's entries in time order: the overlap check and the hours report.
    index("time_entries_technician_started_idx").on(table.technicianId, table.startedAt),
    index("time_entries_job_card_idx").on(table.jobCardId, table.startedAt),
  ],
);

/**
 * What a repair order's History needs that no other table records: status changes and promised
 * times (written by triggers on job_cards, so every writer records them in its own statement),
 * the inspection's start, completion, reopening and findings added to the estimate (triggers on
 * inspections and inspection_items, likewise), and an Admin's or Manager's additions, edits and
 * deletions of time entries, with the reason.
 */
export const jobCardEvents = pgTable(
  "job_card_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobCardId: uuid("job_card_id")
      .notNull()
      .references(() => jobCards.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: JOB_CARD_EVENT_KINDS }).notNull(),
    at: at("at").notNull().defaultNow(),
    by: text("by").references(() => profiles.userId, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    reason: text("reason"),
    /** What the event kind keeps: a time entry as it was left (and before an edit), a promised time, an inspection's counts. */
    detail: jsonb("detail").$type<JobCardEventDetail>(),
  },
  (table) => [check("job_card_events_kind_check", checkIn(table.kind, JOB_CARD_EVENT_KINDS)), index("job_card_events_job_card_idx").on(table.jobCardId, table.at)],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type JobCardEventRow = typeof jobCardEvents.$inferSelect;
