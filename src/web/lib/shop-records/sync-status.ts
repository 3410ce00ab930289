/**
 * What the header shows while sharing is on: "Synced", "Syncing..." or "Offline: N changes
 * waiting". `waiting` counts this browser's edits the server has not confirmed (the outbox).
 */
export type SyncState = "synced" | "syncing" | "offline";
export interface SyncStatus {
  state: SyncState;
  waiting: number;
}

let status: SyncStatus = { state: "synced", waiting: 0 };
/** Whether a sync is running in this tab, and whether the last one failed to reach the server. */
let running = false;
let unreachable = false;
const listeners = new Set<() => void>();

function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function publish(waiting: number): void {
  const state: SyncState = unreachable || browserOffline() ? "offline" : running || waiting > 0 ? "syncing" : "synced";
  if (state === status.state && waiting === status.waiting) return;
  status = { state, waiting };
  for (const listener of listeners) listener();
}

export const syncStatusStore = {
  getSnapshot: (): SyncStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setWaiting(waiting: number): void {
    publish(waiting);
  },
  /** A sync began or ended; `reached` tells whether the server answered. */
  setRunning(isRunning: boolean, reached = true): void {
    running = isRunning;
    if (!isRunning) unreachable = !reached;
    publish(status.waiting);
  },
  /** The browser went on or off line: the state follows at once. */
  refresh(): void {
    if (!browserOffline()) unreachable = false;
    publish(status.waiting);
  },
};
