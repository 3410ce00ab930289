import { and, eq, inArray } from "drizzle-orm";
import type { TechnicianOverrun } from "../../shared/calendar/promise-at-risk";
import type { JobCardStatus } from "../../shared/constants/statuses";
import type { Database } from "../db/database";
import { jobCards, timeEntries } from "../db/schema";
import { cardWithApprovedJobs } from "../time-clock/clock-jobs";

/** A repair order still being worked on: its overrunning jobs still hold up the technician. */
const UNFINISHED: JobCardStatus[] = ["Pending", "In Progress", "Awaiting Parts"];

/**
 * Each technician's jobs on unfinished repair orders whose clocked time (their own entries, a
 * running one up to now) is past the job's approved labor hours. A job without approved labor
 * hours promised none, so it has none to run past.
 */
export async function technicianOverruns(db: Database, technicianIds: readonly string[], now: Date): Promise<TechnicianOverrun[]> {
  if (technicianIds.length === 0) return [];
  const entries = await db
    .select({
      technicianId: timeEntries.technicianId,
      jobCardId: timeEntries.jobCardId,
      jobId: timeEntries.jobId,
      jobName: timeEntries.jobName,
      startedAt: timeEntries.startedAt,
      stoppedAt: timeEntries.stoppedAt,
    })
    .from(timeEntries)
    .innerJoin(jobCards, eq(jobCards.id, timeEntries.jobCardId))
    .where(and(inArray(timeEntries.technicianId, [...technicianIds]), inArray(jobCards.status, UNFINISHED)));
  const clocked = new Map<string, { technicianId: string; jobCardId: string; jobId: string; jobName: string; ms: number }>();
  for (const entry of entries) {
    const key = `${entry.technicianId}\u0000${entry.jobCardId}\u0000${entry.jobId}`;
    const total = clocked.get(key) ?? { technicianId: entry.technicianId, jobCardId: entry.jobCardId, jobId: entry.jobId, jobName: entry.jobName, ms: 0 };
    total.ms += Math.max(0, (entry.stoppedAt ?? now).getTime() - entry.startedAt.getTime());
    clocked.set(key, total);
  }
  const approvedByCard = new Map<string, Map<string, number>>();
  for (const jobCardId of new Set([...clocked.values()].map((total) => total.jobCardId))) {
    const { jobs } = await cardWithApprovedJobs(db, jobCardId);
    approvedByCard.set(jobCardId, new Map(jobs.map((job) => [job.jobId, job.approvedLaborHoursTenths * 360_000])));
  }
  const overruns: TechnicianOverrun[] = [];
  for (const total of clocked.values()) {
    const approvedMs = approvedByCard.get(total.jobCardId)?.get(total.jobId) ?? 0;
    if (approvedMs > 0 && total.ms > approvedMs) {
      overruns.push({ technicianId: total.technicianId, jobName: total.jobName, overrunMs: total.ms - approvedMs, approvedMs });
    }
  }
  return overruns;
}
