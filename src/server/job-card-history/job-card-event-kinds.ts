/** What the job card event log records; the rest of History is read from the records themselves. */
export const JOB_CARD_EVENT_KINDS = ["status", "time-added", "time-edited", "time-deleted", "promised"] as const;
export type JobCardEventKind = (typeof JOB_CARD_EVENT_KINDS)[number];

/** A time entry as an event keeps it: who clocked, on which job, from when to when (ISO). */
export interface LoggedTimeEntry {
  technicianName: string;
  jobName: string;
  startedAt: string;
  stoppedAt: string | null;
}

export interface TimeEventDetail {
  entry: LoggedTimeEntry;
  /** An edit: the entry before it. */
  before?: LoggedTimeEntry;
}

/** A promised time set or cleared, as the trigger writes it: the time as PostgreSQL prints it in JSON, or null. */
export interface PromisedEventDetail {
  promisedAt: string | null;
}

export type JobCardEventDetail = TimeEventDetail | PromisedEventDetail;
