import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { can, type Permission } from "../../../shared/auth/permissions";
import { EVENTS_HEARTBEAT_MS, type ChangeResource } from "../../../shared/events/change-event";
import { createRouter } from "../../http/create-router";
import { ApiError } from "../../http/api-error";
import type { OpenStreams } from "../../events/open-streams";
import { EVENTS_SERVER_FULL_MESSAGE } from "../../events/stream-limits";
import { requirePermission } from "../../middleware/require-permission";
import { loadViewer } from "../../middleware/session";
import { changeEventText } from "../../events/sse-text";

/** How long a stream gathers changes before writing them together; well inside the 2 s promise. */
const COALESCE_MS = 25;

/** A change is told only to those who may list that kind of record: a User never hears of a job card. */
const LIST_PERMISSION: Record<ChangeResource, Permission> = {
  tickets: "tickets:list",
  "job-cards": "job-cards:list",
  "shop-records": "shop-records:sync",
  // Every device must know whether the shop shares its records.
  "shop-records-setting": "dashboard:view",
  // A technician's view of the approved work refreshes too; the event carries no money.
  estimates: "estimates:view-work",
  invoices: "invoices:manage",
  customers: "customers:manage",
  // A technician hears of every appointment change and refetches their own list.
  appointments: "calendar:view",
  "shop-calendar": "calendar:view",
};

const route = createRoute({
  method: "get",
  path: "/events",
  tags: ["Live updates"],
  summary: "Server-sent events: a `change` event when a ticket, a job card or the shop's shared records change",
  description:
    'Each event is named "change" and its data is JSON `{"resource":"tickets"|"job-cards"|"shop-records"|"shop-records-setting"|"estimates","action":"created"|"updated"|"deleted","id"}`, ' +
    "sent only for the kinds of record the user may list. " +
    "A comment line is sent as a heartbeat. The stream ends when the server cannot promise every change (it is stopping, " +
    "or lost its link to the other instances), at once when the session has ended, and when the same user opens more streams " +
    "than allowed (their oldest ends first); a client then reconnects and refetches. " +
    "A 429 answers a stream over the server's cap on open streams.",
  // Any signed-in user: every role sees the dashboard.
  middleware: [requirePermission("dashboard:view")] as const,
  responses: {
    200: { description: "The event stream", content: { "text/event-stream": { schema: z.string() } } },
    401: { description: "No session" },
    429: { description: "The server holds as many streams as it may" },
  },
});

export interface EventsRoutesOptions {
  /** How often a comment keeps idle proxies from closing the stream; tests shorten it. */
  heartbeatMs?: number;
  /** This instance's open streams: caps them, and has a user's streams read their session at once. */
  streams: OpenStreams;
}

export function eventsRoutes({ heartbeatMs = EVENTS_HEARTBEAT_MS, streams }: EventsRoutesOptions) {
  return createRouter().openapi(route, (c) => {
    const bus = c.get("events");
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let recheck = () => {};
    // Taken before the answer starts, so a full server can still say 429.
    const release = streams.open(c.get("viewer").profile.userId, { end: () => finish(), recheck: () => recheck() });
    if (!release) throw new ApiError("too_many_requests", EVENTS_SERVER_FULL_MESSAGE);
    // Proxies such as nginx would otherwise hold events back in their buffers. (The API's
    // no-store middleware replaces streamSSE's Cache-Control: no-cache.)
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // Writes go out one after another, so events keep their order even if the client is slow.
      let writing: Promise<unknown> = stream.write(": connected\n\n");
      const send = (write: () => Promise<unknown>) => {
        writing = writing.then(write);
      };

      stream.onAbort(finish);
      let role = c.get("viewer").profile.role;
      // Changes that come close together leave in one write: under a busy shop's load, a write
      // per change to each of a hundred streams cost the server more than the requests did.
      let pending = "";
      let flushTimer: NodeJS.Timeout | undefined;
      const flush = () => {
        const text = pending;
        pending = "";
        flushTimer = undefined;
        send(() => stream.write(text));
      };
      const unsubscribe = bus.subscribe((event) => {
        if (!can(role, LIST_PERMISSION[event.resource])) return;
        flushTimer ??= setTimeout(flush, COALESCE_MS);
        pending += changeEventText(event);
      }, finish);
      // The session is read again whenever the database announces that one of the user's
      // sessions ended or their role or active flag changed (on any instance), and at each
      // heartbeat: a stream outlives no logout, password change or deactivation, and follows a
      // change of role.
      let ended = false;
      void finished.then(() => (ended = true));
      const check = async (): Promise<boolean> => {
        try {
          role = (await loadViewer(c)).viewer.profile.role;
        } catch (error) {
          if (error instanceof ApiError && error.code === "unauthorized") {
            finish();
            return false;
          }
          // Anything else (the database briefly away) is checked again at the next beat.
        }
        return true;
      };
      const beat = async () => {
        if (await check()) await stream.write(": heartbeat\n\n");
      };
      // An announcement during a check is followed by one more check: the one in flight may
      // have read the session before the change committed.
      let checking: Promise<void> | null = null;
      let checkAgain = false;
      recheck = () => {
        if (ended) return;
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = (async () => {
          do {
            checkAgain = false;
            await check();
          } while (checkAgain && !ended);
          checking = null;
        })();
      };
      // The first beat comes at a random point of the period: streams opened together (a
      // restart, a shift starting) would otherwise all read their sessions in the same instant,
      // holding up every request behind a hundred queries.
      let heartbeat: NodeJS.Timeout | undefined;
      const firstBeat = setTimeout(() => {
        send(beat);
        heartbeat = setInterval(() => send(beat), heartbeatMs);
      }, Math.random() * heartbeatMs);
      try {
        await finished;
      } finally {
        clearTimeout(firstBeat);
        clearInterval(heartbeat);
        clearTimeout(flushTimer);
        unsubscribe();
        release();
      }
    });
  });
}
