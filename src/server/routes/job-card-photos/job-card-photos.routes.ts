import { createRoute, z } from "@hono/zod-openapi";
import { jobCardPhotoSchema, jobCardPhotosSchema } from "../../../shared/schemas/job-card-photos";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { checkImageUpload } from "../../job-card-images/check-image-upload";
import { addJobCardPhoto, deleteJobCardPhoto, listJobCardPhotos, readJobCardPhoto } from "../../job-card-photos/job-card-photos";
import { requirePermission } from "../../middleware/require-permission";
import { IMAGE_HEADERS, imageBodyLimit, imageContent } from "../../job-card-images/image-http";

/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const photoParams = jobCardParams.extend({ photoId: z.string().max(100).openapi({ description: "The photo's id (a uuid)" }) });

const listRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/photos",
  tags: ["Job cards"],
  summary: "A job card's photos, oldest first",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "The photos, each with the address of its bytes", content: json(jobCardPhotosSchema) },
    404: { description: "No such job card" },
    ...errorResponses,
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/photos",
  tags: ["Job cards"],
  summary: "Add a photo to a job card: the raw bytes as the body, its image type as Content-Type",
  middleware: [requirePermission("job-cards:view"), imageBodyLimit] as const,
  request: { params: jobCardParams, body: { required: true, content: imageContent } },
  responses: {
    201: { description: "Stored, under the type its first bytes show", content: json(jobCardPhotoSchema) },
    404: { description: "No such job card" },
    413: { description: "Larger than 5 MB" },
    415: { description: "Not a JPG, PNG, GIF or WebP picture (judged by its first bytes)" },
    ...errorResponses,
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/photos/{photoId}",
  tags: ["Job cards"],
  summary: "A job card photo's bytes, with the type it was stored under",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: photoParams },
  responses: {
    200: { description: "The image's bytes", content: imageContent },
    404: { description: "No such photo of this job card" },
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/job-cards/{jobCardId}/photos/{photoId}",
  tags: ["Job cards"],
  summary: "Delete a job card photo",
  middleware: [requirePermission("job-cards:delete")] as const,
  request: { params: photoParams },
  responses: {
    204: { description: "Deleted" },
    404: { description: "No such photo of this job card" },
    ...errorResponses,
  },
});

export const jobCardPhotosRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const photos = await listJobCardPhotos(c.get("database").db, c.req.valid("param").jobCardId);
    return c.json({ photos }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const contentType = checkImageUpload(bytes, c.req.header("content-type"));
    const photo = await addJobCardPhoto(c.get("database").db, c.get("viewer").profile, jobCardId, { bytes, contentType });
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
    return c.json(photo, 201);
  })
  .openapi(readRoute, async (c) => {
    const { jobCardId, photoId } = c.req.valid("param");
    const image = await readJobCardPhoto(c.get("database").db, jobCardId, photoId);
    return c.body(new Uint8Array(image.bytes), 200, {
      ...IMAGE_HEADERS,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { jobCardId, photoId } = c.req.valid("param");
    await deleteJobCardPhoto(c.get("database").db, jobCardId, photoId);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
    return c.body(null, 204);
  });
