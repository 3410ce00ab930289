import { ApiError } from "@/web/lib/api-error";
import { blobToArrayBuffer } from "@/web/lib/local-store/blob-encoding";
import { createDeviceQueue, type DeviceQueueState } from "./device-queue";
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

export type InspectionPhotoQueueState = DeviceQueueState<QueuedInspectionPhoto>;

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
  const queue = createDeviceQueue<QueuedInspectionPhoto, InspectionPhotoOutcome, null>({
    label: "Inspection photos",
    load: (person) => db.load(person),
    startRun: () => null,
    /** Uploads the oldest waiting photo under the lock. */
    sendNext: (person, _run, tell) =>
      deps.lock(async () => {
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
      }),
  });

  return {
    ...queue,
    /** Keeps a photo of the signed-in person's that could not reach the server. */
    async queue(photo: Omit<QueuedInspectionPhoto, "key" | "bytes" | "type"> & { blob: Blob }): Promise<void> {
      const person = queue.currentUser();
      if (!person) throw new Error("Nobody is signed in to keep a photo for.");
      const { blob, ...rest } = photo;
      // Bytes, not the Blob: every browser keeps an ArrayBuffer in IndexedDB.
      const bytes = await blobToArrayBuffer(blob);
      await deps.lock(() => db.put(person, { ...rest, type: blob.type || "application/octet-stream", bytes, key: deps.newKey() }));
      queue.markUnreachable();
      await queue.reload(person);
    },
  };
}

export type InspectionPhotoQueue = ReturnType<typeof createInspectionPhotoQueue>;
