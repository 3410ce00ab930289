import { eq } from "drizzle-orm";
import type { JobCardTime } from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { timeEntries } from "../db/schema";
import { NOT_ASSIGNED_MESSAGE } from "../estimates/estimate-work";
import { ApiError } from "../http/api-error";
import type { ClockViewer } from "./clock";
import { cardWithApprovedJobs } from "./clock-jobs";
import { entrySeconds, runningEntryOf, selectTimeEntries, timeEntryFromStored } from "./time-entry-read";

/**
 * A card's time: every entry, each approved job's clocked seconds against its approved labor
 * (a job clocked but no longer approved is listed too, with no labor), and the viewer's own
 * running clock anywhere. A Service Technician reads it only on cards assigned to them.
 */
export async function readJobCardTime(db: Database, viewer: ClockViewer, jobCardId: string): Promise<JobCardTime> {
  const now = new Date();
  const { card, jobs } = await cardWithApprovedJobs(db, jobCardId);
  if (viewer.role === "Service Technician" && card.assignedTechnicianId !== viewer.userId) throw new ApiError("forbidden", NOT_ASSIGNED_MESSAGE);
  const [entries, running] = await Promise.all([selectTimeEntries(db, eq(timeEntries.jobCardId, card.id)), runningEntryOf(db, viewer.userId)]);
  const rows = jobs.map((job) => ({ ...job, clockedSeconds: 0 }));
  for (const entry of entries) {
    let row = rows.find((candidate) => candidate.jobId === entry.jobId);
    if (!row) {
      row = { jobId: entry.jobId, jobName: entry.jobName, approvedLaborHoursTenths: 0, clockedSeconds: 0 };
      rows.push(row);
    }
    row.clockedSeconds += entrySeconds(entry, now);
  }
  return {
    entries: entries.map((entry) => timeEntryFromStored(entry, now)),
    jobs: rows,
    running: running ? timeEntryFromStored(running, now) : null,
  };
}
