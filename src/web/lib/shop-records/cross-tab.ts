/**
 * The tabs of one browser share one copy and one outbox. A Web Lock serialises what writes
 * them (outbox writes, pushes, applying a pull), and a BroadcastChannel tells the other tabs what
 * to read again. Without Web Locks (older browsers) the lock holds within the tab only.
 */
export const SHOP_SYNC_LOCK = "autoserv-shop-sync";
export const SHOP_RECORDS_CHANNEL = "autoserv-shop-records";

export type CrossTabMessage =
  /** Records written by another tab: read these copy keys again. */
  | { type: "records"; keys: string[] }
  /** The whole copy was replaced (a reset pull, or cleared). */
  | { type: "reload" }
  /** The outbox changed: count it again. */
  | { type: "outbox" };

let tail: Promise<unknown> = Promise.resolve();

export function withSyncLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    return navigator.locks.request(SHOP_SYNC_LOCK, task);
  }
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

let channel: BroadcastChannel | null | undefined;
function openChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SHOP_RECORDS_CHANNEL);
  return channel;
}

export function tellOtherTabs(message: CrossTabMessage): void {
  openChannel()?.postMessage(message);
}

export function onOtherTabs(listener: (message: CrossTabMessage) => void): () => void {
  const current = openChannel();
  if (!current) return () => undefined;
  const handle = (event: MessageEvent<CrossTabMessage>) => listener(event.data);
  current.addEventListener("message", handle);
  return () => current.removeEventListener("message", handle);
}
