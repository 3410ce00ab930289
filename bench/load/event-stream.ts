import http from "node:http";
import { CHANGE_EVENT_NAME, type ChangeResource } from "../../src/shared/events/change-event";

/** GET /api/events answered something other than a stream: `status` says what (429 when the server is full). */
export class EventStreamRefused extends Error {
  override name = "EventStreamRefused";
  constructor(readonly status: number) {
    super(`GET /api/events answered ${status}`);
  }
}

/** One open GET /api/events, counting the change events it has been told of. */
export interface EventStream {
  /** Change events received, by the kind of record that changed. */
  changes: Record<ChangeResource, number>;
  /** Resolves once the server has sent its first line (it listens for changes from then on). */
  connected: Promise<void>;
  /** Set when the stream ended or failed before close() was called, with what happened. */
  droppedBecause: string | null;
  close(): void;
}

/**
 * Opens an event stream on a socket of its own, as a browser tab holds one, and parses the
 * server-sent events as they arrive (an event may be split across chunks).
 */
export function openEventStream(base: string, cookie: string): EventStream {
  const url = new URL("/api/events", base);
  let closing = false;
  let buffer = "";
  const stream: EventStream = {
    changes: { tickets: 0, "job-cards": 0, "shop-records": 0, "shop-records-setting": 0, estimates: 0, invoices: 0, customers: 0, appointments: 0, "shop-calendar": 0 },
    connected: Promise.resolve(),
    droppedBecause: null,
    close: () => {
      closing = true;
      request.destroy();
    },
  };
  const drop = (reason: string) => {
    if (!closing) stream.droppedBecause ??= reason;
  };

  let markConnected = () => {};
  let failConnect = (_error: Error) => {};
  stream.connected = new Promise<void>((resolve, reject) => {
    markConnected = resolve;
    failConnect = reject;
  });

  const request = http.get(url, { agent: false, headers: { cookie, accept: "text/event-stream" } }, (response) => {
    if (response.statusCode !== 200) {
      failConnect(new EventStreamRefused(response.statusCode ?? 0));
      response.resume();
      return;
    }
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      buffer += chunk;
      markConnected();
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        countEvent(stream, buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
    });
    response.on("end", () => drop("the server ended the stream"));
    response.on("error", (error) => drop(error.message));
  });
  request.on("error", (error) => {
    failConnect(error);
    drop(error.message);
  });
  return stream;
}

/** An event block: comment lines (": heartbeat") are skipped; a change names its resource in data. */
function countEvent(stream: EventStream, block: string): void {
  const lines = block.split("\n");
  if (!lines.includes(`event: ${CHANGE_EVENT_NAME}`)) return;
  const data = lines.find((line) => line.startsWith("data: "));
  const resource = data ? (JSON.parse(data.slice("data: ".length)) as { resource: ChangeResource }).resource : null;
  if (resource === "tickets" || resource === "job-cards") stream.changes[resource] += 1;
}
