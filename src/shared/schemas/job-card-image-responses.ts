import { z } from "zod";

/** POST /api/job-card-images: the stored image's id and the address that serves it. */
export const storedJobCardImageSchema = z
  .object({
    id: z.string().meta({ description: "The image's id (a uuid)" }),
    url: z.string().meta({ description: "GET it for the image: /api/job-card-images/<id>" }),
  })
  .meta({ id: "StoredJobCardImage" });
export type StoredJobCardImage = z.infer<typeof storedJobCardImageSchema>;
