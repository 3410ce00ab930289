import { and, eq, isNull } from "drizzle-orm";
import type { Role } from "../../shared/auth/roles";
import type { ClockStartResult, ClockStopResult } from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { timeEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { assertNoOverlap, clockTime, lockTechnicianClock } from "./clock-guards";
import { approvedJob, cardWithApprovedJobs } from "./clock-jobs";
import { cardLabel, runningEntryOf, selectTimeEntries, timeEntryFromStored, type StoredTimeEntry } from "./time-entry-read";

export const NOT_ASSIGNED_CLOCK = "You can clock time only on job cards assigned to you.";
export const ALREADY_STOPPED = "The clock was already stopped.";

/** Who is clocking: the signed-in user. */
export interface ClockViewer {
  userId: string;
  role: Role;
}

export interface StartClockInput {
  jobCardId: string;
  jobId: string;
  /** The device's time of an offline tap; absent: now. */
  at?: string;
}

export interface StopClockInput {
  jobCardId: string;
  at?: string;
}

async function readEntry(tx: Database, id: string): Promise<StoredTimeEntry> {
  const [entry] = await selectTimeEntries(tx, eq(timeEntries.id, id));
  if (!entry) throw new Error("A time entry just written was not found.");
  return entry;
}

/**
 * Start the viewer's clock on an approved job of a card assigned to them. One clock runs per
 * technician: a clock running elsewhere is stopped at the same instant the new one starts, and
 * the message says so. Starting the job whose clock already runs changes nothing.
 */
export async function startClock(db: Database, viewer: ClockViewer, input: StartClockInput): Promise<ClockStartResult> {
  const tapped = input.at === undefined ? undefined : clockTime(input.at, new Date());
  const { card, jobs } = await cardWithApprovedJobs(db, input.jobCardId);
  if (card.assignedTechnicianId !== viewer.userId) throw new ApiError("forbidden", NOT_ASSIGNED_CLOCK);
  const job = approvedJob(jobs, input.jobId);
  return db.transaction(async (tx) => {
    await lockTechnicianClock(tx, viewer.userId);
    // "Now" is read once the lock is held, so two starts of one technician follow each other in time.
    const now = new Date();
    const at = tapped ?? now;
    const running = await runningEntryOf(tx, viewer.userId);
    if (running && running.jobCardId === card.id && running.jobId === job.jobId) {
      return { entry: timeEntryFromStored(running, now), stopped: null, message: `The clock is already running on ${job.jobName}.` };
    }
    let stopped: StoredTimeEntry | null = null;
    if (running) {
      if (at.getTime() <= running.startedAt.getTime()) {
        throw new ApiError("conflict", `Your clock on ${running.jobName} of ${cardLabel(running.jobCardId)} started after this time, so this start was not recorded.`);
      }
      await tx
        .update(timeEntries)
        .set({ stoppedAt: at, version: running.version + 1 })
        .where(eq(timeEntries.id, running.id));
      stopped = await readEntry(tx, running.id);
    }
    await assertNoOverlap(tx, viewer.userId, at, null);
    const [inserted] = await tx
      .insert(timeEntries)
      .values({ jobCardId: card.id, jobId: job.jobId, jobName: job.jobName, technicianId: viewer.userId, startedAt: at })
      .returning({ id: timeEntries.id });
    const entry = await readEntry(tx, inserted!.id);
    const message = stopped
      ? `Stopped the clock on ${stopped.jobName} of ${cardLabel(stopped.jobCardId)} and started it on ${job.jobName}.`
      : `Started the clock on ${job.jobName}.`;
    return { entry: timeEntryFromStored(entry, now), stopped: stopped ? timeEntryFromStored(stopped, now) : null, message };
  });
}

/**
 * Stop the viewer's clock on a card. When none of theirs runs there (another device stopped it,
 * or the card was never theirs) nothing is stored and the answer says the clock was already
 * stopped; a clock started before the card was reassigned can still be stopped. A stop timed before its
 * start (a device's clock behind the server's) stops it at its start.
 */
export async function stopClock(db: Database, viewer: ClockViewer, input: StopClockInput): Promise<ClockStopResult> {
  const tapped = input.at === undefined ? undefined : clockTime(input.at, new Date());
  const { card } = await cardWithApprovedJobs(db, input.jobCardId);
  return db.transaction(async (tx) => {
    await lockTechnicianClock(tx, viewer.userId);
    const now = new Date();
    const at = tapped ?? now;
    const running = await runningEntryOf(tx, viewer.userId);
    if (!running || running.jobCardId !== card.id) return { entry: null, message: ALREADY_STOPPED };
    const stoppedAt = at.getTime() < running.startedAt.getTime() ? running.startedAt : at;
    await tx
      .update(timeEntries)
      .set({ stoppedAt, version: running.version + 1 })
      .where(and(eq(timeEntries.id, running.id), isNull(timeEntries.stoppedAt)));
    const entry = await readEntry(tx, running.id);
    return { entry: timeEntryFromStored(entry, now), message: `Stopped the clock on ${entry.jobName}.` };
  });
}
