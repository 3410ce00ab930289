import { ApiError } from "@/web/lib/api-error";
import { blobToArrayBuffer } from "@/web/lib/local-store/blob-encoding";
import type { InspectionPhotoQueueDb, QueuedInspectionPhoto } from "./inspection-photo-queue-db";

export interface InspectionPhotoQueueDeps {
  db: InspectionPhotoQueueDb;
  /** Uploads one photo through the photo route; throws the route's ApiError when refused. */
  upload: (photo: QueuedInspectionPhoto) => Promise<unknown>;
  /** Serialises queue writes and uploads across the browser's tabs. */
  lock: <T>(task: () => Promise<T>) => Promise<T>;
  newKey: () => string;
}

/** What became of a waiting photo: uploaded, or refused with the route's words (then dropped). */
export type InspectionPhotoOutcome = { photo: QueuedInspectionPhoto; refused: false } | { photo: QueuedInspectionPhoto; refused: true; message: string };

export interface InspectionPhotoQueueState {
  /** The signed-in person's photos waiting for the server, oldest first. */
  waiting: readonly QueuedInspectionPhoto[];
  /** The last upload could not reach the server. */
  unreachable: boolean;
}

/** A refusal the server will give again: the photo is dropped. A timeout or a rate limit is tried again. */
const refuses = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * The device's inspection photos taken without a connection. A push carries JSON, so each is
 * uploaded through the photo route itself, oldest first, once the connection returns; one the
 * route refuses (the inspection completed meanwhile, the card reassigned) is dropped and told to
 * the listeners with the route's message. Unreachable or failing, it stays for the next try.
 */
export function createInspectionPhotoQueue(deps: InspectionPhotoQueueDeps) {
  const { db } = deps;
  let userId: string | null = null;
  let state: InspectionPhotoQueueState = { waiting: [], unreachable: false };
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: InspectionPhotoOutcome) => void>();
  let flushing: Promise<void> | null = null;
  let again = false;

  function publish(next: Partial<InspectionPhotoQueueState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }
  function tell(outcome: InspectionPhotoOutcome): void {
    for (const listener of outcomeListeners) listener(outcome);
  }
  async function reload(person: string): Promise<void> {
    const waiting = await db.load(person);
    if (person === userId) publish({ waiting });
  }

  /** Uploads the oldest waiting photo under the lock; says whether there may be more. */
  async function uploadOne(person: string): Promise<boolean> {
    return deps.lock(async () => {
      const [photo] = await db.load(person);
      if (!photo) return false;
      try {
        await deps.upload(photo);
      } catch (error) {
        if (!refuses(error)) throw error;
        await db.drop(person, photo.key);
        tell({ photo, refused: true, message: error.message });
        return true;
      }
      await db.drop(person, photo.key);
      tell({ photo, refused: false });
      return true;
    });
  }

  async function uploadAll(person: string): Promise<void> {
    try {
      while (await uploadOne(person)) {
        if (person !== userId) return;
        await reload(person);
      }
      publish({ unreachable: false });
    } catch (error) {
      publish({ unreachable: error instanceof ApiError && error.status === 0 });
      if (!(error instanceof ApiError && error.status === 0)) console.warn("Inspection photos: an upload failed; it is tried again.", error);
    } finally {
      await reload(person);
    }
  }

  return {
    getState: (): InspectionPhotoQueueState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onOutcome(listener: (outcome: InspectionPhotoOutcome) => void): () => void {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    markUnreachable(): void {
      publish({ unreachable: true });
    },
    /** Who is signed in: only their photos are kept, counted and uploaded. */
    async setUser(person: string | null): Promise<void> {
      userId = person;
      publish({ waiting: [], unreachable: false });
      if (person) await reload(person);
    },
    /** Keeps a photo of the signed-in person's that could not reach the server. */
    async queue(photo: Omit<QueuedInspectionPhoto, "key" | "bytes" | "type"> & { blob: Blob }): Promise<void> {
      const person = userId;
      if (!person) throw new Error("Nobody is signed in to keep a photo for.");
      const { blob, ...rest } = photo;
      // Bytes, not the Blob: every browser keeps an ArrayBuffer in IndexedDB.
      const bytes = await blobToArrayBuffer(blob);
      await deps.lock(() => db.put(person, { ...rest, type: blob.type || "application/octet-stream", bytes, key: deps.newKey() }));
      publish({ unreachable: true });
      await reload(person);
    },
    /** Uploads the signed-in person's waiting photos; one run at a time, a call meanwhile runs one more after it. */
    flush(): Promise<void> {
      const person = userId;
      if (!person) return Promise.resolve();
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        do {
          again = false;
          await uploadAll(person);
        } while (again && userId === person);
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type InspectionPhotoQueue = ReturnType<typeof createInspectionPhotoQueue>;
