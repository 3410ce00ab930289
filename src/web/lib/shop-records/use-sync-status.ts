import { useSyncExternalStore } from "react";
import { syncStatusStore, type SyncStatus } from "./sync-status";

/** The shop records' sync state for the header, and how many of this browser's edits wait for the server. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatusStore.subscribe, syncStatusStore.getSnapshot, syncStatusStore.getSnapshot);
}
