import fs from "node:fs";

/**
 * How many GET /api/events streams one user may hold open on one instance. A newer stream pushes
 * out that user's oldest, so reloading tabs never locks anyone out. A hidden tab lets go of its
 * stream, so a person rarely holds more than a handful.
 */
export const EVENTS_MAX_STREAMS_PER_USER = 20;

/**
 * How many streams one instance holds at most when EVENTS_MAX_STREAMS is unset, unless the
 * process may open fewer than twice as many files (see serverStreamCap). Each stream costs about
 * 45 KB and one socket.
 */
export const EVENTS_MAX_STREAMS_DEFAULT = 2000;

/** The 429 answer to a stream over the instance's cap. */
export const EVENTS_SERVER_FULL_MESSAGE = "Too many live update connections are open on this server. Try again in a minute.";

/**
 * The instance's cap on open streams: EVENTS_MAX_STREAMS when set, else the default, but never
 * more than half the files the process may open. Every stream holds a socket, and a server out of
 * file descriptors refuses health checks, sign-ins and pages alike; half is left for them, the
 * database and the web app's files.
 */
export function serverStreamCap(configured: number | undefined, openFiles: number | null = openFileLimit()): number {
  if (configured !== undefined) return configured;
  if (openFiles === null) return EVENTS_MAX_STREAMS_DEFAULT;
  return Math.max(1, Math.min(EVENTS_MAX_STREAMS_DEFAULT, Math.floor(openFiles / 2)));
}

/** The process's limit on open files (Linux's /proc), or null where it cannot be read or has none. */
function openFileLimit(): number | null {
  try {
    const limits = fs.readFileSync("/proc/self/limits", "utf8");
    const soft = /^Max open files\s+(\d+)/m.exec(limits)?.[1];
    return soft === undefined ? null : Number(soft);
  } catch {
    return null;
  }
}
