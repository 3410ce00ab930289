import { createRoute, z } from "@hono/zod-openapi";
import { jobCardImageUrl } from "../../../shared/constants/job-card-images";
import { storedJobCardImageSchema } from "../../../shared/schemas/job-card-image-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { checkImageUpload } from "../../job-card-images/check-image-upload";
import { findJobCardImage } from "../../job-card-images/find-job-card-image";
import { IMAGE_HEADERS, imageBodyLimit, imageContent } from "../../job-card-images/image-http";
import { saveJobCardImage } from "../../job-card-images/save-job-card-image";
import { requirePermission } from "../../middleware/require-permission";

/** An id that is not a uuid is simply not found. */
const imageParams = z.object({ imageId: z.string().max(100).openapi({ description: "The image's id (a uuid)" }) });

const uploadRoute = createRoute({
  method: "post",
  path: "/job-card-images",
  tags: ["Shop records"],
  summary: "Store a photo of a paper job card: the raw bytes as the body, its image type as Content-Type",
  middleware: [requirePermission("shop-records:sync"), imageBodyLimit] as const,
  request: { body: { required: true, content: imageContent } },
  responses: {
    201: { description: "Stored, under the type its first bytes show", content: json(storedJobCardImageSchema) },
    ...errorResponses,
    413: { description: "Larger than 5 MB" },
    415: { description: "Not a JPG, PNG, GIF or WebP picture (judged by its first bytes)" },
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/job-card-images/{imageId}",
  tags: ["Shop records"],
  summary: "A stored job card photo, with the type it was stored under",
  middleware: [requirePermission("shop-records:sync")] as const,
  request: { params: imageParams },
  responses: {
    200: { description: "The image's bytes", content: imageContent },
    404: { description: "No such image" },
    ...errorResponses,
  },
});

export const jobCardImagesRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const contentType = checkImageUpload(bytes, c.req.header("content-type"));
    const createdBy = c.get("viewer").profile.userId;
    const id = await saveJobCardImage(c.get("database").db, { bytes, contentType, createdBy });
    return c.json({ id, url: jobCardImageUrl(id) }, 201);
  })
  .openapi(readRoute, async (c) => {
    const image = await findJobCardImage(c.get("database").db, c.req.valid("param").imageId);
    return c.body(new Uint8Array(image.bytes), 200, {
      ...IMAGE_HEADERS,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
    });
  });
