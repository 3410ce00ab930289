/** What the job card event log records; the rest of History is read from the records themselves. */
export const JOB_CARD_EVENT_KINDS = ["status", "time-added", "time-edited", "time-deleted"] as const;
export type JobCardEventKind = (typeof JOB_CARD_EVENT_KINDS)[number];

/** A time entry as an event keeps it: who clocked, on which job, from when to when (ISO). */
export interface LoggedTimeEntry {
  technicianName: string;
  jobName: string;
  startedAt: string;
  stoppedAt: string | null;
}

export interface JobCardEventDetail {
  entry: LoggedTimeEntry;
  /** An edit: the entry before it. */
  before?: LoggedTimeEntry;
}
