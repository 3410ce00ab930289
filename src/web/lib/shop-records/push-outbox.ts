import type { ShopMutation, ShopPushResponse } from "@/shared/schemas/shop-sync";
import { ApiError } from "@/web/lib/api-error";
import { withSyncLock } from "./cross-tab";
import { localImageOf, withUploadedImages } from "./image-references";
import { firstBatch } from "./outbox";
import type { ShopApi } from "./shop-api";
import type { ShopCopy } from "./shop-copy";
import type { ShopDb } from "./shop-db";

export interface PushDeps {
  db: ShopDb;
  api: Pick<ShopApi, "push" | "uploadImage">;
  copy: ShopCopy;
  loadImage: (reference: string) => Promise<Blob | undefined>;
  /** References whose image the server refused: never sent again in this visit. */
  refusedImages: Set<string>;
}

/** The server refused an image (too large, not an image): the put keeps the local reference rather than block the queue. */
function isRefusedImage(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 413 || error.status === 415 || error.status === 400);
}

/**
 * Uploads the images this batch's puts name from this browser, then has every waiting mutation
 * and record that names one name the server's address instead, so the put reaches the server
 * after its image and other devices can show it.
 */
async function uploadImages(deps: PushDeps, batch: ShopMutation[]): Promise<ShopMutation[]> {
  const references = new Set(batch.map(localImageOf).filter((reference) => reference !== null));
  const uploaded = new Map<string, string>();
  for (const reference of references) {
    const image = deps.refusedImages.has(reference) ? undefined : await deps.loadImage(reference);
    if (!image) continue;
    try {
      uploaded.set(reference, (await deps.api.uploadImage(image)).url);
    } catch (error) {
      if (!isRefusedImage(error)) throw error;
      deps.refusedImages.add(reference);
      console.warn(`Shop records: the job card image ${reference} was refused by the server; the record keeps its local reference.`, error);
    }
  }
  if (uploaded.size === 0) return batch;
  const rewritten = withUploadedImages(await deps.db.loadOutbox(), uploaded);
  await deps.db.putOutbox(rewritten);
  for (const [reference, url] of uploaded) await deps.copy.replaceImageReference(reference, url);
  const byId = new Map(rewritten.map((mutation) => [mutation.id, mutation]));
  return batch.map((mutation) => byId.get(mutation.id) ?? mutation);
}

/**
 * Pushes the outbox, oldest first, 500 at a time, each batch under the sync lock (two tabs never
 * push the same mutations at once; if a tab dies mid-push, the server applies a repeat once).
 * Returns the answers' rejections. Throws the server's refusals for the caller to sort out.
 */
export async function pushOutbox(deps: PushDeps, clientId: string): Promise<ShopPushResponse["rejected"]> {
  const rejected: ShopPushResponse["rejected"] = [];
  for (;;) {
    const progressed = await withSyncLock(async () => {
      await deps.copy.flushLocked();
      const outbox = await deps.db.loadOutbox();
      if (outbox.length === 0) return false;
      const batch = await uploadImages(deps, firstBatch(outbox));
      const answer = await deps.api.push({ clientId, mutations: batch });
      rejected.push(...answer.rejected);
      const applied = outbox.filter((mutation) => mutation.id <= answer.lastMutationId).map((mutation) => mutation.id);
      await deps.db.writeMeta({ lastMutationId: answer.lastMutationId });
      await deps.db.dropOutbox(applied);
      await deps.copy.recount();
      return applied.length > 0;
    });
    if (!progressed) return rejected;
  }
}
