import type { InspectionRating } from "../../shared/constants/inspections";

/** What the job card event log records; the rest of History is read from the records themselves. */
export const JOB_CARD_EVENT_KINDS = [
  "status",
  "time-added",
  "time-edited",
  "time-deleted",
  "promised",
  "inspection-started",
  "inspection-completed",
  "inspection-reopened",
  "finding-added",
] as const;
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

/** An inspection started, as the trigger writes it: the template it was copied from. */
export interface InspectionStartedDetail {
  templateName: string;
}

/**
 * An inspection completed, as the trigger counts its items in the completing statement: how many
 * were rated each way and how many were skipped. A later reopen leaves these counts as they were.
 */
export interface InspectionCompletedDetail {
  ratings: Partial<Record<InspectionRating, number>>;
  skipped: number;
}

/** A finding added to the estimate, as the trigger writes it: the item's name and rating then. */
export interface FindingAddedDetail {
  itemName: string;
  rating: InspectionRating | null;
}

export type JobCardEventDetail = TimeEventDetail | PromisedEventDetail | InspectionStartedDetail | InspectionCompletedDetail | FindingAddedDetail;
