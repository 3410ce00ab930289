import { useSyncExternalStore } from "react";
import type { JobCardOutboxState } from "./job-card-outbox";
import { jobCardOutbox } from "./job-card-outbox-instance";

/** The signed-in person's job card actions waiting for the connection. */
export function useJobCardOutbox(): JobCardOutboxState {
  return useSyncExternalStore(jobCardOutbox.subscribe, jobCardOutbox.getState, jobCardOutbox.getState);
}
