import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import type { TimeEntry } from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { profiles, timeEntries } from "../db/schema";
import { ApiError } from "../http/api-error";

export const TIME_ENTRY_NOT_FOUND = "No such time entry. It may have been deleted.";

/** A time entry with who clocked it, as the clock's functions read it. */
export interface StoredTimeEntry {
  id: string;
  jobCardId: string;
  jobId: string;
  jobName: string;
  technicianId: string;
  technicianName: string;
  technicianEmail: string;
  startedAt: Date;
  stoppedAt: Date | null;
  version: number;
}

const entryColumns = {
  id: timeEntries.id,
  jobCardId: timeEntries.jobCardId,
  jobId: timeEntries.jobId,
  jobName: timeEntries.jobName,
  technicianId: timeEntries.technicianId,
  technicianName: profiles.name,
  technicianEmail: profiles.email,
  startedAt: timeEntries.startedAt,
  stoppedAt: timeEntries.stoppedAt,
  version: timeEntries.version,
};

/** Entries matching `where`, oldest start first. */
export function selectTimeEntries(db: Database, where: SQL | undefined): Promise<StoredTimeEntry[]> {
  return db
    .select(entryColumns)
    .from(timeEntries)
    .innerJoin(profiles, eq(profiles.userId, timeEntries.technicianId))
    .where(where)
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
}

/** The technician's running entry, anywhere, or null. */
export async function runningEntryOf(db: Database, technicianId: string): Promise<StoredTimeEntry | null> {
  const [entry] = await selectTimeEntries(db, and(eq(timeEntries.technicianId, technicianId), isNull(timeEntries.stoppedAt)));
  return entry ?? null;
}

/** One entry, or a 404. */
export async function requireTimeEntry(db: Database, entryId: string): Promise<StoredTimeEntry> {
  if (!isUuid(entryId)) throw new ApiError("not_found", TIME_ENTRY_NOT_FOUND);
  const [entry] = await selectTimeEntries(db, eq(timeEntries.id, entryId));
  if (!entry) throw new ApiError("not_found", TIME_ENTRY_NOT_FOUND);
  return entry;
}

/** Whole seconds from start to stop; a running entry counts up to `now`. */
export function entrySeconds(entry: Pick<StoredTimeEntry, "startedAt" | "stoppedAt">, now: Date): number {
  const end = entry.stoppedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - entry.startedAt.getTime()) / 1000));
}

/** The API's time entry. */
export function timeEntryFromStored(entry: StoredTimeEntry, now: Date): TimeEntry {
  return {
    id: entry.id,
    jobCardId: entry.jobCardId,
    jobId: entry.jobId,
    jobName: entry.jobName,
    technician: { name: entry.technicianName, email: entry.technicianEmail },
    startedAt: entry.startedAt.toISOString(),
    stoppedAt: entry.stoppedAt ? entry.stoppedAt.toISOString() : null,
    seconds: entrySeconds(entry, now),
    version: entry.version,
  };
}

/** How a job card is named in messages: as the list shows its number. */
export function cardLabel(jobCardId: string): string {
  return `job card ${jobCardId.slice(0, 8)}`;
}
