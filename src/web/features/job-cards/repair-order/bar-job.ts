import type { JobCardTime } from "@/shared/schemas/time-entries";

/**
 * The job whose clock the bottom bar holds: the one the viewer's clock runs on here, else the
 * first approved job. The Time section has a clock for every job.
 */
export function barJob(time: JobCardTime | undefined, jobCardId: string): { jobId: string; jobName: string } | null {
  if (!time) return null;
  const running = time.running?.jobCardId === jobCardId ? time.running : null;
  if (running) return { jobId: running.jobId, jobName: running.jobName };
  const first = time.jobs[0];
  return first ? { jobId: first.jobId, jobName: first.jobName } : null;
}
