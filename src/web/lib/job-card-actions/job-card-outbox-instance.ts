import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { newClientId } from "@/web/lib/shop-records/client-id";
import { createJobCardOutbox } from "./job-card-outbox";
import { jobCardOutboxDb } from "./job-card-outbox-db";

const LOCK = "autoserv-job-card-outbox";
let tail: Promise<unknown> = Promise.resolve();

/** One tab at a time writes or pushes the queue (a Web Lock); within the tab only where there are none. */
function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.locks) return navigator.locks.request(LOCK, task);
  const run = tail.then(task, task);
  tail = run.catch(() => undefined);
  return run;
}

/** This browser's queue of job card actions waiting for the connection. */
export const jobCardOutbox = createJobCardOutbox({
  db: jobCardOutboxDb,
  push: (request) => parseResponse(client.sync.push.$post({ json: request })),
  lock: withOutboxLock,
  newClientId,
});
