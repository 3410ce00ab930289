import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { estimates, estimateVersions, jobCardImages, keptInspectionPhotos } from "../db/schema";

/** Whether the version the card's live link opens shows this photo: a replaced version's link serves nothing. */
async function namedByLiveVersion(db: Database, jobCardId: string, photoId: string): Promise<boolean> {
  const [live] = await db
    .select({ content: estimateVersions.content })
    .from(estimateVersions)
    .innerJoin(estimates, eq(estimates.id, estimateVersions.estimateId))
    .where(and(eq(estimates.jobCardId, jobCardId), isNull(estimateVersions.replacedAt)));
  return (live?.content.findings ?? []).some((finding) => finding.photoIds.includes(photoId));
}

/**
 * Before an inspection photo is deleted: when the customer's live link shows it, its bytes are
 * copied aside under the same id, so the link keeps showing what was sent while staff see the
 * item without it. A photo no link shows is simply deleted.
 */
export async function keepPhotoTheLinkShows(db: Database, jobCardId: string, photoId: string): Promise<void> {
  if (!(await namedByLiveVersion(db, jobCardId, photoId))) return;
  const [photo] = await db
    .select({ contentType: jobCardImages.contentType, bytes: jobCardImages.bytes, size: jobCardImages.size })
    .from(jobCardImages)
    .where(and(eq(jobCardImages.id, photoId), eq(jobCardImages.jobCardId, jobCardId)));
  if (!photo) return;
  await db.insert(keptInspectionPhotos).values({ id: photoId, jobCardId, ...photo }).onConflictDoNothing();
}
