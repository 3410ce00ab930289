import { createStore, delMany, entries, get, set, setMany, type UseStore } from "idb-keyval";
import type { JobCardAction } from "@/shared/schemas/job-card-actions";

/** A person's place in pushing their job card actions from this browser. */
export interface JobCardOutboxMeta {
  /** The device id these actions are pushed with; the server ties it to the person. */
  clientId: string;
  /** The highest of them the server applied or refused. */
  lastMutationId: number;
}

/**
 * Where queued job card actions wait in IndexedDB, each person's apart: an action is applied as
 * the person who made it, so one person's waiting actions are never sent by another who signs in
 * on the same browser; they wait for their own person.
 */
export interface JobCardOutboxDb {
  load(userId: string): Promise<JobCardAction[]>;
  put(userId: string, actions: readonly JobCardAction[]): Promise<void>;
  drop(userId: string, ids: readonly number[]): Promise<void>;
  /** Replaces the person's whole queue (renumbered for a new device id or after a gap). */
  replace(userId: string, actions: readonly JobCardAction[]): Promise<void>;
  readMeta(userId: string): Promise<JobCardOutboxMeta | undefined>;
  writeMeta(userId: string, meta: JobCardOutboxMeta): Promise<void>;
}

let stores: { outbox: UseStore; meta: UseStore } | undefined;
function open() {
  stores ??= {
    outbox: createStore("autoserv-job-card-outbox", "outbox"),
    meta: createStore("autoserv-job-card-outbox-meta", "meta"),
  };
  return stores;
}

const keyOf = (userId: string, id: number) => `${userId}/${String(id).padStart(10, "0")}`;

async function loadActions(userId: string): Promise<[string, JobCardAction][]> {
  const all = await entries<string, JobCardAction>(open().outbox);
  return all.filter(([key]) => key.startsWith(`${userId}/`));
}

/** Without IndexedDB (a browser that refuses it) nothing waits, and nothing can be queued. */
const hasIndexedDb = () => typeof indexedDB !== "undefined";
const NO_STORAGE = "This browser cannot keep changes while it has no connection.";

export const jobCardOutboxDb: JobCardOutboxDb = {
  load: async (userId) => (hasIndexedDb() ? (await loadActions(userId)).map(([, action]) => action).sort((a, b) => a.id - b.id) : []),
  async put(userId, actions) {
    if (actions.length === 0) return;
    if (!hasIndexedDb()) throw new Error(NO_STORAGE);
    await setMany(actions.map((action) => [keyOf(userId, action.id), action]), open().outbox);
  },
  drop: (userId, ids) => (ids.length > 0 && hasIndexedDb() ? delMany(ids.map((id) => keyOf(userId, id)), open().outbox) : Promise.resolve()),
  async replace(userId, actions) {
    if (!hasIndexedDb()) return;
    const old = (await loadActions(userId)).map(([key]) => key);
    if (old.length > 0) await delMany(old, open().outbox);
    await jobCardOutboxDb.put(userId, actions);
  },
  readMeta: (userId) => (hasIndexedDb() ? get<JobCardOutboxMeta>(userId, open().meta) : Promise.resolve(undefined)),
  writeMeta: (userId, meta) => (hasIndexedDb() ? set(userId, meta, open().meta) : Promise.resolve()),
};
