import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

type Store = AsyncLocalStorage<unknown>;
type Run = (value: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown;

/** better-auth's runs under way, and its background tasks not yet settled. */
let working = 0;
let stores: readonly Store[] = [];
let scoping: Promise<void> | null = null;

/**
 * better-auth keeps its endpoint, request and transaction context in three AsyncLocalStorage
 * stores. On node 20, a store that has run once keeps node's async hooks on until it is disabled:
 * every promise, tick and timer of the process, in every request, then pays for carrying the three
 * stores, though only better-auth's own work reads them (3-7% of a direct list read's throughput,
 * measured). So the stores are on only while better-auth has work under way: a run of any of them,
 * or a background task (`authBackgroundTask`). When the last ends they are disabled, and the next
 * run enables them again, as node's run always does.
 *
 * What better-auth reads is unchanged: everything that reads a store is inside a run (its
 * callback and every step awaited before the run's promise settles) or in a background task,
 * which keeps the stores on until it settles. Once per process, before better-auth's first run:
 * the stores are the process's own (better-auth keeps them on globalThis).
 */
export function scopeAuthContextStores(): Promise<void> {
  scoping ??= Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]).then((found) => {
    stores = found as Store[];
    for (const store of stores) countRuns(store);
  });
  return scoping;
}

/**
 * One of better-auth's background tasks (its mails, sent after the answer): its code reads the
 * context of the request that started it, so the stores stay on until it settles. Its failure is
 * its own to report (the mailer logs it); here it only ends the task.
 */
export function authBackgroundTask(task: Promise<unknown>): void {
  begin();
  task.then(end, end);
}

function countRuns(store: Store): void {
  const run = store.run.bind(store) as Run;
  const counted: Run = (value, callback, ...args) => {
    begin();
    let result: unknown;
    try {
      result = run(value, callback, ...args);
    } catch (error) {
      end();
      throw error;
    }
    if (result instanceof Promise) result.then(end, end);
    else end();
    return result;
  };
  store.run = counted as Store["run"];
}

function begin(): void {
  working += 1;
}

function end(): void {
  working -= 1;
  if (working === 0) for (const store of stores) store.disable();
}
