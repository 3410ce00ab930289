import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  CLOCK_AT_MAX_AHEAD_MS,
  type TimeEntry,
  type timeEntryAddInputSchema,
  type timeEntryDeleteInputSchema,
  type timeEntryEditInputSchema,
} from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { jobCardEvents, serviceTechnicians, timeEntries } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import type { JobCardEventKind, LoggedTimeEntry } from "../job-card-history/job-card-event-kinds";
import { assertNoOverlap, lockTechnicianClock } from "./clock-guards";
import { approvedJob, cardWithApprovedJobs } from "./clock-jobs";
import { requireTimeEntry, selectTimeEntries, timeEntryFromStored, type StoredTimeEntry } from "./time-entry-read";

const STALE_ENTRY = "Someone else changed this time entry. It has been reloaded; make your change again.";

function logged(entry: StoredTimeEntry): LoggedTimeEntry {
  return {
    technicianName: entry.technicianName,
    jobName: entry.jobName,
    startedAt: entry.startedAt.toISOString(),
    stoppedAt: entry.stoppedAt ? entry.stoppedAt.toISOString() : null,
  };
}

async function logTimeEvent(
  tx: Database,
  kind: Exclude<JobCardEventKind, "status">,
  by: string,
  reason: string,
  entry: StoredTimeEntry,
  before?: StoredTimeEntry,
): Promise<void> {
  await tx.insert(jobCardEvents).values({
    jobCardId: entry.jobCardId,
    kind,
    by,
    reason,
    detail: before ? { entry: logged(entry), before: logged(before) } : { entry: logged(entry) },
  });
}

/** Recorded time cannot end in the future: the clock is the server's. */
function assertNotFuture(stoppedAt: Date, now: Date): void {
  if (stoppedAt.getTime() - now.getTime() > CLOCK_AT_MAX_AHEAD_MS) {
    throw new ApiError("validation_failed", "A time entry cannot end in the future.", { fields: { stoppedAt: ["In the future."] } });
  }
}

async function readEntry(tx: Database, id: string): Promise<StoredTimeEntry> {
  const [entry] = await selectTimeEntries(tx, eq(timeEntries.id, id));
  if (!entry) throw new Error("A time entry just written was not found.");
  return entry;
}

/** An Admin or Manager adds a technician's time on an approved job of a card, with a reason kept in History. */
export async function addTimeEntry(
  db: Database,
  userId: string,
  jobCardId: string,
  input: z.output<typeof timeEntryAddInputSchema>,
): Promise<TimeEntry> {
  const now = new Date();
  const startedAt = new Date(input.startedAt);
  const stoppedAt = new Date(input.stoppedAt);
  assertNotFuture(stoppedAt, now);
  const { card, jobs } = await cardWithApprovedJobs(db, jobCardId);
  const job = approvedJob(jobs, input.jobId);
  const [technician] = await db.select({ userId: serviceTechnicians.userId }).from(serviceTechnicians).where(eq(serviceTechnicians.userId, input.technicianId));
  if (!technician) {
    throw new ApiError("validation_failed", "The chosen technician is not an active service technician.", {
      fields: { technicianId: ["Choose an active service technician."] },
    });
  }
  const entry = await db.transaction(async (tx) => {
    await lockTechnicianClock(tx, input.technicianId);
    await assertNoOverlap(tx, input.technicianId, startedAt, stoppedAt);
    const [inserted] = await tx
      .insert(timeEntries)
      .values({ jobCardId: card.id, jobId: job.jobId, jobName: job.jobName, technicianId: input.technicianId, startedAt, stoppedAt })
      .returning({ id: timeEntries.id });
    const written = await readEntry(tx, inserted!.id);
    await logTimeEvent(tx, "time-added", userId, input.reason, written);
    return written;
  });
  return timeEntryFromStored(entry, now);
}

/**
 * An Admin or Manager changes an entry's start and stop, with the version they saw (409 when
 * someone changed it since) and a reason kept in History. Editing a running entry stops it.
 */
export async function editTimeEntry(db: Database, userId: string, entryId: string, input: z.output<typeof timeEntryEditInputSchema>): Promise<TimeEntry> {
  const now = new Date();
  const startedAt = new Date(input.startedAt);
  const stoppedAt = new Date(input.stoppedAt);
  assertNotFuture(stoppedAt, now);
  const found = await requireTimeEntry(db, entryId);
  const entry = await db.transaction(async (tx) => {
    await lockTechnicianClock(tx, found.technicianId);
    const before = await requireTimeEntry(tx, entryId);
    if (before.version !== input.version) throw staleEditError(STALE_ENTRY, timeEntryFromStored(before, now));
    await assertNoOverlap(tx, before.technicianId, startedAt, stoppedAt, before.id);
    await tx
      .update(timeEntries)
      .set({ startedAt, stoppedAt, version: before.version + 1 })
      .where(and(eq(timeEntries.id, before.id), eq(timeEntries.version, before.version)));
    const written = await readEntry(tx, before.id);
    await logTimeEvent(tx, "time-edited", userId, input.reason, written, before);
    return written;
  });
  return timeEntryFromStored(entry, now);
}

/** An Admin or Manager deletes an entry with a reason; History keeps what it was. */
export async function deleteTimeEntry(db: Database, userId: string, entryId: string, input: z.output<typeof timeEntryDeleteInputSchema>): Promise<TimeEntry> {
  const now = new Date();
  const found = await requireTimeEntry(db, entryId);
  const entry = await db.transaction(async (tx) => {
    await lockTechnicianClock(tx, found.technicianId);
    const before = await requireTimeEntry(tx, entryId);
    await tx.delete(timeEntries).where(eq(timeEntries.id, before.id));
    await logTimeEvent(tx, "time-deleted", userId, input.reason, before);
    return before;
  });
  return timeEntryFromStored(entry, now);
}
