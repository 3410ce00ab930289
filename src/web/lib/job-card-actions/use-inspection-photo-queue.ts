import { useSyncExternalStore } from "react";
import type { InspectionPhotoQueueState } from "./inspection-photo-queue";
import { inspectionPhotoQueue } from "./job-card-outbox-instance";

/** The signed-in person's inspection photos waiting for the connection. */
export function useInspectionPhotoQueue(): InspectionPhotoQueueState {
  return useSyncExternalStore(inspectionPhotoQueue.subscribe, inspectionPhotoQueue.getState, inspectionPhotoQueue.getState);
}
