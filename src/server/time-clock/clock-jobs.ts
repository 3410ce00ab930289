import type { Database } from "../db/database";
import { loadEstimateRecords, type EstimateCard } from "../estimates/estimate-records";
import { approvedWork } from "../invoices/approved-work";
import { ApiError } from "../http/api-error";

/** An approved job of a card as the clock shows it: its name and labor, never money. */
export interface ClockJob {
  jobId: string;
  jobName: string;
  approvedLaborHoursTenths: number;
}

/** The card (404 when gone) and the approved jobs of its estimate that stand, as invoices find them. */
export async function cardWithApprovedJobs(db: Database, jobCardId: string): Promise<{ card: EstimateCard; jobs: ClockJob[] }> {
  const records = await loadEstimateRecords(db, jobCardId);
  const jobs = approvedWork(records).jobs.map((job) => ({
    jobId: job.id,
    jobName: job.name,
    approvedLaborHoursTenths: job.lines.reduce((sum, line) => sum + (line.kind === "labor" ? line.hoursTenths : 0), 0),
  }));
  return { card: records.card, jobs };
}

/** The approved job named, or a 400 on jobId: only approved work is clocked. */
export function approvedJob(jobs: ClockJob[], jobId: string): ClockJob {
  const job = jobs.find((candidate) => candidate.jobId === jobId);
  if (!job) {
    throw new ApiError("validation_failed", "Only an approved job of this job card can be clocked.", {
      fields: { jobId: ["Choose an approved job of this job card."] },
    });
  }
  return job;
}
