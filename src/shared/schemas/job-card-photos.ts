import { z } from "zod";
import { personRefSchema } from "./person-ref";

/** One photo of a job card: where its bytes are served, when it was taken (stored) and by whom. */
export const jobCardPhotoSchema = z
  .object({
    id: z.string().meta({ description: "The photo's id (a uuid)" }),
    url: z.string().meta({ description: "GET it for the image's bytes" }),
    contentType: z.string(),
    size: z.number().int(),
    takenAt: z.string().meta({ description: "When the photo was stored, ISO 8601 UTC" }),
    by: personRefSchema.nullable(),
  })
  .meta({ id: "JobCardPhoto" });
export type JobCardPhoto = z.infer<typeof jobCardPhotoSchema>;

/** GET /api/job-cards/{id}/photos, oldest first. */
export const jobCardPhotosSchema = z.object({ photos: z.array(jobCardPhotoSchema) }).meta({ id: "JobCardPhotos" });
export type JobCardPhotos = z.infer<typeof jobCardPhotosSchema>;

export function jobCardPhotoUrl(jobCardId: string, photoId: string): string {
  return `/api/job-cards/${jobCardId}/photos/${photoId}`;
}

export const JOB_CARD_PHOTO_NOT_FOUND = "No such photo of this job card. It may have been deleted.";
export const PHOTO_UPLOAD_NOT_ASSIGNED = "You can add photos only to job cards assigned to you.";
