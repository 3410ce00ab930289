import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { CLOCK_AT_MAX_AGE_MS, CLOCK_AT_MAX_AHEAD_MS } from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { timeEntries } from "../db/schema";
import { ApiError } from "../http/api-error";
import { cardLabel, selectTimeEntries } from "./time-entry-read";

/** A class id for pg_advisory_xact_lock, so the technician's lock shares no key with other locks. */
const TECHNICIAN_CLOCK_LOCK = 724301119;

/**
 * Holds the technician's clock lock to the end of the transaction: every write that could make
 * two of their entries overlap takes it first, so two servers (or two devices) cannot both pass
 * the overlap check and both write.
 */
export async function lockTechnicianClock(tx: Database, technicianId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TECHNICIAN_CLOCK_LOCK}, hashtext(${technicianId}))`);
}

function describeTime(date: Date): string {
  return date.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}

/**
 * Refuses (409) an entry from `start` to `stop` (null: running) that would overlap another entry
 * of the technician, naming the other. Touching ends do not overlap. Call with the lock held.
 */
export async function assertNoOverlap(tx: Database, technicianId: string, start: Date, stop: Date | null, exceptId?: string): Promise<void> {
  const [other] = await selectTimeEntries(
    tx,
    and(
      eq(timeEntries.technicianId, technicianId),
      exceptId ? ne(timeEntries.id, exceptId) : undefined,
      or(isNull(timeEntries.stoppedAt), gt(timeEntries.stoppedAt, start)),
      stop ? lt(timeEntries.startedAt, stop) : undefined,
    ),
  );
  if (!other) return;
  const until = other.stoppedAt ? `to ${describeTime(other.stoppedAt)}` : "still running";
  throw new ApiError(
    "conflict",
    `This time overlaps ${other.technicianName}'s time on ${other.jobName} of ${cardLabel(other.jobCardId)} (${describeTime(other.startedAt)} ${until}).`,
  );
}

/**
 * The time a clock action counts from: the device's time of an offline tap, or now. One more than
 * 12 hours old or more than 2 minutes ahead is refused: the clock is the server's, and a device's
 * time that far off is a wrong clock or a tap long lost.
 */
export function clockTime(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const time = new Date(at);
  if (now.getTime() - time.getTime() > CLOCK_AT_MAX_AGE_MS) {
    throw new ApiError("validation_failed", "This clock action is more than 12 hours old, so it was not recorded. Ask a Manager to add the time.", {
      fields: { at: ["More than 12 hours old."] },
    });
  }
  if (time.getTime() - now.getTime() > CLOCK_AT_MAX_AHEAD_MS) {
    throw new ApiError("validation_failed", "This clock action is timed in the future: check the device's date and time.", {
      fields: { at: ["In the future."] },
    });
  }
  return time;
}
