import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { newClientId } from "@/web/lib/shop-records/client-id";
import { browserLock } from "./browser-lock";
import { createInspectionPhotoQueue } from "./inspection-photo-queue";
import { inspectionPhotoQueueDb } from "./inspection-photo-queue-db";
import { createJobCardOutbox } from "./job-card-outbox";
import { jobCardOutboxDb } from "./job-card-outbox-db";
import { uploadInspectionPhoto } from "./upload-inspection-photo";

/** This browser's queue of job card actions waiting for the connection. */
export const jobCardOutbox = createJobCardOutbox({
  db: jobCardOutboxDb,
  push: (request) => parseResponse(client.sync.push.$post({ json: request })),
  lock: browserLock("autoserv-job-card-outbox"),
  newClientId,
});

/** This browser's inspection photos waiting for the connection. */
export const inspectionPhotoQueue = createInspectionPhotoQueue({
  db: inspectionPhotoQueueDb,
  upload: (photo) => uploadInspectionPhoto(photo.jobCardId, photo.itemId, new Blob([photo.bytes], { type: photo.type })),
  lock: browserLock("autoserv-inspection-photo-queue"),
  // Sorted by the time taken: a queued photo's key orders it among the others.
  newKey: () => `${String(Date.now()).padStart(15, "0")}-${crypto.randomUUID()}`,
});
