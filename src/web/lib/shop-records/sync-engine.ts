import { ApiError } from "@/web/lib/api-error";
import { adoptionMutations } from "./adoption";
import { claimClient, closeGap, startClient } from "./claim-client";
import { imageRepairs } from "./image-repairs";
import type { CollectionPair } from "./collection-pair";
import { withSyncLock } from "./cross-tab";
import { pushOutbox, type PushDeps } from "./push-outbox";
import type { ShopApi } from "./shop-api";
import { syncStatusStore } from "./sync-status";

export interface SyncEngineDeps extends Omit<PushDeps, "refusedImages"> {
  api: ShopApi;
  pairs: readonly CollectionPair[];
  /** The server said sharing is off: the device goes back to its own records. */
  onShopRecordsOff: () => void;
}

/** A local edit is pushed this long after the last keystroke's save, so a burst goes as one push. */
export const PUSH_AFTER_EDIT_MS = 200;

/** How long pushes wait after a 429 that did not say (the server's window is a minute). */
export const PUSH_PAUSE_UNSAID_SECONDS = 60;

function mark(name: string): void {
  if (typeof performance !== "undefined") performance.mark(name);
}

const refusedAs = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * Keeps the copy in step with the shop: push the outbox, then pull. On the device's first sync
 * (and the first after sharing was off) it first adds the records this browser kept on its own.
 * Runs one sync at a time per tab; a trigger during a sync runs one more after it.
 */
export function createSyncEngine(deps: SyncEngineDeps) {
  const { db, api, copy } = deps;
  const pushDeps: PushDeps = { ...deps, refusedImages: new Set() };
  let userId: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopEdits: (() => void) | null = null;
  /** When the server last said to pause pushes (429), the time they may resume (ms since the epoch). */
  let pushesPausedUntil = 0;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Pulls until the server says nothing more waits: an answer holds a capped page of changes, and
   * each page is laid over the copy before the next is asked for with its cookie. A reset's first
   * page replaces the copy and the later pages are laid over that, never over the copy from
   * before. Stops when a page could not be laid (another tab laid one meanwhile and goes on, or
   * the copy was cleared).
   */
  async function pull(clientId: string, started: number): Promise<void> {
    // A device's first sync is marked for the browser's performance timeline (npm run bench:sync).
    const first = (await db.readMeta()).cookie === undefined;
    if (first) mark("shop-sync:first-pull-start");
    for (;;) {
      const { cookie } = await db.readMeta();
      const answer = await api.pull(clientId, cookie);
      let laid = false;
      await withSyncLock(async () => {
        // Another tab laid a pull over the copy meanwhile: this answer may be older than that one.
        if ((await db.readMeta()).cookie !== cookie) return;
        await copy.flushLocked();
        await copy.applyPulled(answer, started);
        laid = started === copy.generation();
      });
      if (!laid || !answer.more) break;
    }
    if (first) mark("shop-sync:first-pull-stored");
  }

  /** Queues the records this browser kept on its own that the shop lacks or has otherwise. */
  async function adopt(fromKeptCopy: boolean): Promise<void> {
    await withSyncLock(async () => {
      await copy.flushLocked();
      if ((await db.readMeta()).adopted) return;
      for (const pair of deps.pairs) {
        copy.queueMutations(
          adoptionMutations({ collection: pair.collection, local: pair.local.getSnapshot(), copy: pair.shop.entries(), samples: pair.samples(), fromKeptCopy }),
        );
      }
      await copy.flushLocked();
      await db.writeMeta({ adopted: true });
    });
  }

  /**
   * The server has had enough pushes from this person for now (429): the outbox waits the time it
   * names, then a sync runs by itself. Syncs meanwhile still pull. A normal back-off, not a failure.
   */
  function pausePushes(error: ApiError): void {
    const seconds = error.retryAfterSeconds ?? PUSH_PAUSE_UNSAID_SECONDS;
    pushesPausedUntil = Date.now() + seconds * 1000;
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(() => {
      pushesPausedUntil = 0;
      void sync();
    }, seconds * 1000);
  }

  /**
   * Pushes, unless pushes are paused; a gap in the device's numbers (the server restored from an
   * older backup) is mended by a pull and numbering on.
   */
  async function push(clientId: string, started: number): Promise<void> {
    if (Date.now() < pushesPausedUntil) return;
    for (let attempt = 0; ; attempt += 1) {
      try {
        // A refused mutation gives its record a new version, data unchanged: the pull that
        // follows hands it back as the shop holds it.
        const rejected = await pushOutbox(pushDeps, clientId);
        for (const refusal of rejected) console.warn(`Shop records: change ${refusal.id} was refused: ${refusal.message}`);
        return;
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) return pausePushes(error);
        if (attempt >= 2 || !refusedAs(error, "mutation_gap")) throw error;
        await pull(clientId, started);
        const serverLast = (await db.readMeta()).lastMutationId ?? 0;
        await withSyncLock(() => closeGap(db, serverLast));
      }
    }
  }

  async function exchange(person: string, started: number): Promise<void> {
    await copy.load();
    const clientId = await claimClient(db, person);
    await push(clientId, started);
    const meta = await db.readMeta();
    if (!meta.adopted) {
      // A copy whose pull stopped between pages is not whole: it is pulled to the end first, as
      // on a first sync, so no record the shop has looks missing from it.
      const fromKeptCopy = meta.cookie !== undefined && meta.more !== true;
      if (!fromKeptCopy) await pull(clientId, started);
      await adopt(fromKeptCopy);
      await push(clientId, started);
    }
    if (await repairImages()) await push(clientId, started);
    await pull(clientId, started);
  }

  /** Queues a put for each service whose image is still only in this browser; says whether there were any. */
  async function repairImages(): Promise<boolean> {
    const services = deps.pairs.find((pair) => pair.collection === "services")?.shop.entries().values() ?? [];
    const hasImage = async (reference: string) => (await deps.loadImage(reference)) !== undefined;
    const repairs = await imageRepairs(services, hasImage, pushDeps.refusedImages);
    copy.queueMutations(repairs);
    return repairs.length > 0;
  }

  async function cycle(): Promise<void> {
    const person = userId;
    if (!person) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      syncStatusStore.setRunning(false, false);
      return;
    }
    const started = copy.generation();
    syncStatusStore.setRunning(true);
    try {
      try {
        await exchange(person, started);
      } catch (error) {
        // The device id belongs to someone else (made on a copy of this browser's data): take a new one.
        if (!(error instanceof ApiError && error.status === 403)) throw error;
        await withSyncLock(async () => startClient(db, person, (await db.readMeta()).lastMutationId ?? 0));
        await exchange(person, started);
      }
      syncStatusStore.setRunning(false, true);
    } catch (error) {
      if (refusedAs(error, "shop_records_off")) {
        syncStatusStore.setRunning(false, true);
        deps.onShopRecordsOff();
        return;
      }
      syncStatusStore.setRunning(false, false);
      if (!(error instanceof ApiError && error.status === 0)) console.warn("Shop records: a sync failed; it is tried again.", error);
    }
  }

  function sync(): Promise<void> {
    if (!userId) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await cycle();
      } while (again && userId);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function soon(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), PUSH_AFTER_EDIT_MS);
  }

  return {
    /** Starts syncing for the signed-in person; edits in this tab are pushed soon after. */
    start(person: string): void {
      userId = person;
      stopEdits ??= copy.onEdit(soon);
    },
    stop(): void {
      userId = null;
      clearTimeout(timer);
      clearTimeout(resumeTimer);
      pushesPausedUntil = 0;
      stopEdits?.();
      stopEdits = null;
    },
    sync,
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
