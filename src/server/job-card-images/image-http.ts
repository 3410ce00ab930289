import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { JOB_CARD_IMAGE_MAX_BYTES, JOB_CARD_IMAGE_MIME_TYPES, JOB_CARD_IMAGE_TOO_LARGE_MESSAGE } from "../../shared/constants/job-card-images";
import { ApiError } from "../http/api-error";
import { bodySizeLimit } from "../middleware/request-body";

/**
 * Whether a request is an image upload (a shop-record image, a job card or inspection photo): raw bytes, not
 * text, with a cap of its own (its route's), so the app's 1 MB body cap and its check for
 * unstorable text leave it alone.
 */
export function isJobCardImageUpload(c: Context): boolean {
  return (
    c.req.path === "/api/job-card-images" ||
    (c.req.method === "POST" && /^\/api\/job-cards\/[^/]+\/(?:inspection\/items\/[^/]+\/)?photos$/.test(c.req.path))
  );
}

/** The image types an upload may declare and a read answers with, for the API description. */
export const imageContent = Object.fromEntries(
  JOB_CARD_IMAGE_MIME_TYPES.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]),
);

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
