import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { jobCardImages } from "../db/schema";
import { ApiError } from "../http/api-error";

export const JOB_CARD_IMAGE_NOT_FOUND = "No such job card image. It may have been deleted.";

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** The stored image, or a 404 for an unknown id or one that cannot be an id. */
export async function findJobCardImage(db: Database, id: string): Promise<StoredImage> {
  if (!isUuid(id)) throw new ApiError("not_found", JOB_CARD_IMAGE_NOT_FOUND);
  const [row] = await db
    .select({ contentType: jobCardImages.contentType, bytes: jobCardImages.bytes })
    .from(jobCardImages)
    .where(eq(jobCardImages.id, id));
  if (!row) throw new ApiError("not_found", JOB_CARD_IMAGE_NOT_FOUND);
  return row;
}
