import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
import { isJobCardImageType, NOT_AN_IMAGE_MESSAGE } from "@/shared/constants/job-card-images";

/**
 * Job card images live in IndexedDB, not localStorage: a photo would fill the
 * localStorage quota in a few uploads. A service keeps only a reference, `idb:job-card/<id>`.
 */
export const JOB_CARD_IMAGE_PREFIX = "idb:job-card/";

/** The longer side of a stored image, in pixels; larger photos are scaled down before saving. */
export const MAX_JOB_CARD_IMAGE_SIDE = 1600;

export interface JobCardImageStore {
  /** Saves the image (scaled down when large) and returns the reference to keep on the service. */
  save(file: File): Promise<string>;
  /** The stored image, or undefined when the reference is unknown. */
  load(reference: string): Promise<Blob | undefined>;
  remove(reference: string): Promise<void>;
}

export function isJobCardImageReference(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith(JOB_CARD_IMAGE_PREFIX);
}

export class NotAnImageError extends Error {
  override name = "NotAnImageError";
  constructor() {
    super(NOT_AN_IMAGE_MESSAGE);
  }
}

let store: UseStore | undefined;
/** Opened on first use, so merely importing this module never touches IndexedDB. */
function imageStore(): UseStore {
  store ??= createStore("autoserv-job-cards", "images");
  return store;
}

function newImageId(): string {
  return `${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new NotAnImageError();
  }
}

/** Scales the image so its longer side is at most `maxSide`; small images are kept as they are. */
export async function downscaleImage(file: Blob, maxSide = MAX_JOB_CARD_IMAGE_SIDE): Promise<Blob> {
  if (!isJobCardImageType(file.type)) throw new NotAnImageError();
  // GIF would lose its animation.
  if (file.type === "image/gif") return file;
  const bitmap = await decode(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot resize images.");
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // PNG keeps transparency (and screenshots crisp); photos become JPEG.
  const type = file.type === "image/png" ? "image/png" : "image/jpeg";
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be resized."))), type, 0.85);
  });
}

export const indexedDbJobCardImages: JobCardImageStore = {
  async save(file) {
    const blob = await downscaleImage(file);
    const id = newImageId();
    await set(id, blob, imageStore());
    return `${JOB_CARD_IMAGE_PREFIX}${id}`;
  },
  async load(reference) {
    if (!isJobCardImageReference(reference)) return undefined;
    return get<Blob>(reference.slice(JOB_CARD_IMAGE_PREFIX.length), imageStore());
  },
  async remove(reference) {
    if (!isJobCardImageReference(reference)) return;
    await del(reference.slice(JOB_CARD_IMAGE_PREFIX.length), imageStore());
  },
};

/** Puts an image back under the reference a service already holds (restoring a data export). */
export async function restoreJobCardImage(reference: string, image: Blob): Promise<void> {
  if (!isJobCardImageReference(reference)) return;
  await set(reference.slice(JOB_CARD_IMAGE_PREFIX.length), image, imageStore());
}

/** Forgets every stored image (clearing all local data). */
export async function clearJobCardImages(): Promise<void> {
  await clear(imageStore());
}
