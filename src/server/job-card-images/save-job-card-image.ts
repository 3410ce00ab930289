import type { JobCardImageType } from "../../shared/constants/job-card-images";
import type { Database } from "../db/database";
import { jobCardImages } from "../db/schema";

export interface NewJobCardImage {
  bytes: Uint8Array;
  contentType: JobCardImageType;
  createdBy: string;
}

/** Stores the image and answers its new id. */
export async function saveJobCardImage(db: Database, image: NewJobCardImage): Promise<string> {
  const [row] = await db
    .insert(jobCardImages)
    .values({
      contentType: image.contentType,
      bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
      size: image.bytes.byteLength,
      createdBy: image.createdBy,
    })
    .returning({ id: jobCardImages.id });
  return row!.id;
}
