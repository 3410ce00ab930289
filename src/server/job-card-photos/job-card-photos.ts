import { and, asc, eq, isNull } from "drizzle-orm";
import { can } from "../../shared/auth/permissions";
import type { JobCardImageType } from "../../shared/constants/job-card-images";
import type { Profile } from "../../shared/schemas/account-responses";
import {
  JOB_CARD_PHOTO_NOT_FOUND,
  jobCardPhotoUrl,
  PHOTO_UPLOAD_NOT_ASSIGNED,
  type JobCardPhoto,
} from "../../shared/schemas/job-card-photos";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { jobCardImages, jobCards, profiles } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { StoredImage } from "../job-card-images/find-job-card-image";
import { JOB_CARD_NOT_FOUND } from "../job-cards/job-card-query";

type PhotoViewer = Pick<Profile, "userId" | "role">;

/** The card's id and assigned technician, or a 404 for an unknown id or one that cannot be an id. */
async function findCard(db: Database, jobCardId: string): Promise<{ id: string; assignedTechnicianId: string | null }> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const [card] = await db.select({ id: jobCards.id, assignedTechnicianId: jobCards.assignedTechnicianId }).from(jobCards).where(eq(jobCards.id, jobCardId));
  if (!card) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  return card;
}

/** A card's photos, oldest first, with who took each; an inspection item's photos show with their item. */
export async function listJobCardPhotos(db: Database, jobCardId: string): Promise<JobCardPhoto[]> {
  const card = await findCard(db, jobCardId);
  const rows = await db
    .select({
      id: jobCardImages.id,
      contentType: jobCardImages.contentType,
      size: jobCardImages.size,
      createdAt: jobCardImages.createdAt,
      name: profiles.name,
      email: profiles.email,
    })
    .from(jobCardImages)
    .leftJoin(profiles, eq(profiles.userId, jobCardImages.createdBy))
    .where(and(eq(jobCardImages.jobCardId, card.id), isNull(jobCardImages.inspectionId)))
    .orderBy(asc(jobCardImages.createdAt), asc(jobCardImages.id));
  return rows.map((row) => ({
    id: row.id,
    url: jobCardPhotoUrl(card.id, row.id),
    contentType: row.contentType,
    size: row.size,
    takenAt: row.createdAt.toISOString(),
    by: row.name === null || row.email === null ? null : { name: row.name, email: row.email },
  }));
}

/**
 * Stores a photo of the card (bytes already checked). Staff who change any card may add one; a
 * Service Technician only to a card assigned to them, as with its status.
 */
export async function addJobCardPhoto(
  db: Database,
  viewer: PhotoViewer,
  jobCardId: string,
  photo: { bytes: Uint8Array; contentType: JobCardImageType },
): Promise<JobCardPhoto> {
  const card = await findCard(db, jobCardId);
  if (!can(viewer.role, "job-cards:change-status-any") && card.assignedTechnicianId !== viewer.userId) {
    throw new ApiError("forbidden", PHOTO_UPLOAD_NOT_ASSIGNED);
  }
  const [row] = await db
    .insert(jobCardImages)
    .values({
      jobCardId: card.id,
      contentType: photo.contentType,
      bytes: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength),
      size: photo.bytes.byteLength,
      createdBy: viewer.userId,
    })
    .returning({ id: jobCardImages.id });
  const photos = await listJobCardPhotos(db, card.id);
  return photos.find((candidate) => candidate.id === row!.id)!;
}

function photoOf(jobCardId: string, photoId: string) {
  return and(eq(jobCardImages.jobCardId, jobCardId), eq(jobCardImages.id, photoId));
}

/** A photo's bytes; 404 when the card or the photo is unknown, or the photo is another card's. */
export async function readJobCardPhoto(db: Database, jobCardId: string, photoId: string): Promise<StoredImage> {
  const card = await findCard(db, jobCardId);
  if (!isUuid(photoId)) throw new ApiError("not_found", JOB_CARD_PHOTO_NOT_FOUND);
  const [row] = await db.select({ contentType: jobCardImages.contentType, bytes: jobCardImages.bytes }).from(jobCardImages).where(photoOf(card.id, photoId));
  if (!row) throw new ApiError("not_found", JOB_CARD_PHOTO_NOT_FOUND);
  return row;
}

/**
 * Deletes a photo of the card, or a 404 as readJobCardPhoto. An inspection item's photo is
 * deleted only through its inspection, which refuses while the inspection is completed.
 */
export async function deleteJobCardPhoto(db: Database, jobCardId: string, photoId: string): Promise<void> {
  const card = await findCard(db, jobCardId);
  if (!isUuid(photoId)) throw new ApiError("not_found", JOB_CARD_PHOTO_NOT_FOUND);
  const deleted = await db
    .delete(jobCardImages)
    .where(and(photoOf(card.id, photoId), isNull(jobCardImages.inspectionId)))
    .returning({ id: jobCardImages.id });
  if (deleted.length === 0) throw new ApiError("not_found", JOB_CARD_PHOTO_NOT_FOUND);
}
