import { createStore, del, entries, set, type UseStore } from "idb-keyval";

/** An inspection item's photo taken without a connection, shrunk, waiting to be uploaded. */
export interface QueuedInspectionPhoto {
  /** Unique on the device; its order is the order the photos were taken in. */
  key: string;
  jobCardId: string;
  itemId: string;
  /** The item's name, to say which photo a refusal is about. */
  itemName: string;
  /** The shrunk photo's type and bytes, as the photo route takes them. */
  type: string;
  bytes: ArrayBuffer;
  takenAt: string;
}

/**
 * Where the photos wait in IndexedDB, each person's apart: a photo is uploaded as the person who
 * took it, never by another who signs in on the same browser.
 */
export interface InspectionPhotoQueueDb {
  load(userId: string): Promise<QueuedInspectionPhoto[]>;
  put(userId: string, photo: QueuedInspectionPhoto): Promise<void>;
  drop(userId: string, key: string): Promise<void>;
}

let store: UseStore | undefined;
const open = () => (store ??= createStore("autoserv-inspection-photo-queue", "photos"));
const hasIndexedDb = () => typeof indexedDB !== "undefined";
const NO_STORAGE = "This browser cannot keep photos while it has no connection.";

export const inspectionPhotoQueueDb: InspectionPhotoQueueDb = {
  async load(userId) {
    if (!hasIndexedDb()) return [];
    const all = await entries<string, QueuedInspectionPhoto>(open());
    return all
      .filter(([key]) => key.startsWith(`${userId}/`))
      .map(([, photo]) => photo)
      .sort((a, b) => a.key.localeCompare(b.key));
  },
  async put(userId, photo) {
    if (!hasIndexedDb()) throw new Error(NO_STORAGE);
    await set(`${userId}/${photo.key}`, photo, open());
  },
  drop: (userId, key) => (hasIndexedDb() ? del(`${userId}/${key}`, open()) : Promise.resolve()),
};
