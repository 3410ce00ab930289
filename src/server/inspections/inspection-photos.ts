import { and, eq } from "drizzle-orm";
import type { InspectionPhotoType } from "../../shared/constants/inspections";
import { INSPECTION_PHOTO_NOT_FOUND, type InspectionPhoto } from "../../shared/schemas/inspections";
import { jobCardPhotoUrl } from "../../shared/schemas/job-card-photos";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { jobCardImages } from "../db/schema";
import { ApiError } from "../http/api-error";
import { cardToInspect, type InspectionViewer } from "./inspection-card";
import { bumpInspection, itemOf, openInspectionForWrite } from "./inspection-writes";
import { keepPhotoTheLinkShows } from "./keep-sent-photo";

/**
 * Stores a photo of an inspection item (bytes already checked) as a photo of the card: the same
 * table, so it is served only with a session and carried by every backup as card photos are.
 */
export async function addInspectionPhoto(
  db: Database,
  viewer: InspectionViewer,
  jobCardId: string,
  itemId: string,
  photo: { bytes: Uint8Array; contentType: InspectionPhotoType },
): Promise<InspectionPhoto> {
  const card = await cardToInspect(db, viewer, jobCardId);
  return db.transaction(async (tx) => {
    const inspection = await openInspectionForWrite(tx, card.id);
    const item = await itemOf(tx, inspection.id, itemId);
    const [row] = await tx
      .insert(jobCardImages)
      .values({
        jobCardId: card.id,
        inspectionId: inspection.id,
        inspectionItemId: item.itemId,
        contentType: photo.contentType,
        bytes: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength),
        size: photo.bytes.byteLength,
        createdBy: viewer.userId,
      })
      .returning({ id: jobCardImages.id, createdAt: jobCardImages.createdAt });
    await bumpInspection(tx, inspection.id, viewer.userId);
    return { id: row!.id, url: jobCardPhotoUrl(card.id, row!.id), createdAt: row!.createdAt.toISOString() };
  });
}

/**
 * Deletes a photo of the item, or a 404 when the item has no such photo. A photo the customer's
 * live link shows keeps its bytes for that link (keep-sent-photo.ts).
 */
export async function deleteInspectionPhoto(db: Database, viewer: InspectionViewer, jobCardId: string, itemId: string, photoId: string): Promise<void> {
  const card = await cardToInspect(db, viewer, jobCardId);
  await db.transaction(async (tx) => {
    const inspection = await openInspectionForWrite(tx, card.id);
    const item = await itemOf(tx, inspection.id, itemId);
    if (!isUuid(photoId)) throw new ApiError("not_found", INSPECTION_PHOTO_NOT_FOUND);
    await keepPhotoTheLinkShows(tx, card.id, photoId);
    const deleted = await tx
      .delete(jobCardImages)
      .where(and(eq(jobCardImages.id, photoId), eq(jobCardImages.inspectionId, inspection.id), eq(jobCardImages.inspectionItemId, item.itemId)))
      .returning({ id: jobCardImages.id });
    if (deleted.length === 0) throw new ApiError("not_found", INSPECTION_PHOTO_NOT_FOUND);
    await bumpInspection(tx, inspection.id, viewer.userId);
  });
}
