import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  JOB_CARD_IMAGE_MAX_BYTES,
  JOB_CARD_IMAGE_MIME_TYPES,
  JOB_CARD_IMAGE_TOO_LARGE_MESSAGE,
  jobCardImageUrl,
} from "../../../shared/constants/job-card-images";
import { storedJobCardImageSchema } from "../../../shared/schemas/job-card-image-responses";
import { createRouter } from "../../http/create-router";
import { ApiError } from "../../http/api-error";
import { errorResponses, json } from "../../http/openapi";
import { checkImageUpload } from "../../job-card-images/check-image-upload";
import { findJobCardImage } from "../../job-card-images/find-job-card-image";
import { saveJobCardImage } from "../../job-card-images/save-job-card-image";
import { bodySizeLimit } from "../../middleware/request-body";
import { requirePermission } from "../../middleware/require-permission";

/**
 * Whether a request is an image upload: raw bytes, not text, with a cap of its own (this
 * router's), so the app's 1 MB body cap and its check for unstorable text leave it alone.
 */
export function isJobCardImageUpload(c: Context): boolean {
  return c.req.path === "/api/job-card-images" || (c.req.method === "POST" && /^\/api\/job-cards\/[^/]+\/photos$/.test(c.req.path));
}

export const imageContent = Object.fromEntries(
  JOB_CARD_IMAGE_MIME_TYPES.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]),
);

/** An id that is not a uuid is simply not found. */
const imageParams = z.object({ imageId: z.string().max(100).openapi({ description: "The image's id (a uuid)" }) });

/**
 * A stored image never changes under its id, so the browser may keep it for good; `private`
 * keeps it out of shared caches. It is served as a picture and nothing else: no sniffing it into
 * a page, and no script, style or frame even if a browser were to render it as a document.
 */
export const IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "private, max-age=31536000, immutable",
  "Content-Security-Policy": "default-src 'none'",
} as const;

/** Counted as it arrives and refused at 5 MB + 1 byte: the rest of a larger body is never read. */
export const imageBodyLimit = bodySizeLimit(JOB_CARD_IMAGE_MAX_BYTES, () => {
  throw new ApiError("payload_too_large", JOB_CARD_IMAGE_TOO_LARGE_MESSAGE);
});

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
