import type { JobCardAction } from "@/shared/schemas/job-card-actions";
import type { JobCardTime } from "@/shared/schemas/time-entries";

/** Whether this job's clock runs for the viewer, since when, and whether that rests on a tap still waiting for the server. */
export interface ClockState {
  running: boolean;
  /** When the running clock started (ISO), null when stopped. */
  since: string | null;
  /** The state comes from a tap queued on this device. */
  waiting: boolean;
}

/**
 * The clock as the viewer should see it: the server's answer, with this device's taps still
 * waiting for the connection laid over it in the order they were made (a start anywhere stops
 * the viewer's other clock, as the server will).
 */
export function clockState(time: JobCardTime | undefined, waiting: readonly JobCardAction[], jobCardId: string, jobId: string): ClockState {
  const running = time?.running ?? null;
  let state: ClockState =
    running && running.jobCardId === jobCardId && running.jobId === jobId
      ? { running: true, since: running.startedAt, waiting: false }
      : { running: false, since: null, waiting: false };
  for (const action of waiting) {
    if (action.name === "clock.start") {
      state = action.jobCardId === jobCardId && action.jobId === jobId ? { running: true, since: action.at, waiting: true } : { running: false, since: null, waiting: state.running || state.waiting };
    } else if (action.name === "clock.stop" && action.jobCardId === jobCardId && state.running) {
      state = { running: false, since: null, waiting: true };
    }
  }
  return state;
}
