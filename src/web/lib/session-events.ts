/**
 * Tells every part of the app, and every other tab, that the session has ended (logout, expiry,
 * deactivation). Listeners clear what they hold and send the user to /login.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("autoserv-session");

channel?.addEventListener("message", (event: MessageEvent) => {
  if (event.data === "ended") notify();
});

function notify(): void {
  for (const listener of listeners) listener();
}

/** Announces the end of the session here and in the other tabs. */
export function announceSessionEnded(): void {
  notify();
  channel?.postMessage("ended");
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
