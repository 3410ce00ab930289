import { and, eq } from "drizzle-orm";
import { INSPECTION_PHOTO_MIME_TYPES, type InspectionPhotoType } from "../../shared/constants/inspections";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { jobCardImages, keptInspectionPhotos } from "../db/schema";
import { ApiError } from "../http/api-error";
import { detectImageType } from "../job-card-images/detect-image-type";
import { findLinkedVersion } from "./public-estimate";

export const FINDING_PHOTO_NOT_FOUND = "No such photo in this estimate.";

export interface FindingPhoto {
  contentType: InspectionPhotoType;
  bytes: Buffer;
}

/**
 * A photo of a finding, through the customer's link only: the link must open a version (404 when
 * unknown or expired, 410 when replaced, as the estimate itself), and that version must show the
 * photo; a photo of another card or one the version does not show is a 404. The photo is read
 * from the card's photos, or from those kept after staff took it off its item. It is served under
 * the type its bytes show, and only as a JPEG, PNG or WebP, as inspection photos are taken.
 */
export async function readFindingPhoto(db: Database, token: string, photoId: string): Promise<FindingPhoto> {
  const { version, jobCardId } = await findLinkedVersion(db, token);
  const notFound = new ApiError("not_found", FINDING_PHOTO_NOT_FOUND);
  const shown = (version.content.findings ?? []).some((finding) => finding.photoIds.includes(photoId));
  if (!shown || !isUuid(photoId)) throw notFound;
  const [live] = await db
    .select({ bytes: jobCardImages.bytes })
    .from(jobCardImages)
    .where(and(eq(jobCardImages.id, photoId), eq(jobCardImages.jobCardId, jobCardId)));
  const [kept] = live
    ? [live]
    : await db
        .select({ bytes: keptInspectionPhotos.bytes })
        .from(keptInspectionPhotos)
        .where(and(eq(keptInspectionPhotos.id, photoId), eq(keptInspectionPhotos.jobCardId, jobCardId)));
  if (!kept) throw notFound;
  const detected = detectImageType(kept.bytes);
  const contentType = INSPECTION_PHOTO_MIME_TYPES.find((type) => type === detected);
  if (!contentType) throw notFound;
  return { contentType, bytes: kept.bytes };
}

