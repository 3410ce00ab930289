import { createRoute, z } from "@hono/zod-openapi";
import { publicDecisionInputSchema, publicEstimateBodySchema } from "../../../shared/schemas/estimates";
import type { RateLimitSettings } from "../../auth/rate-limit";
import { INSPECTION_PHOTO_MIME_TYPES } from "../../../shared/constants/inspections";
import { decideEstimate } from "../../estimates/decide-estimate";
import { readFindingPhoto } from "../../estimates/public-finding-photo";
import { findLinkedVersion, toPublicEstimate } from "../../estimates/public-estimate";
import { estimateLinkRateLimit } from "../../estimates/public-rate-limit";
import { clientAddress } from "../../http/client-address";
import { createRouter } from "../../http/create-router";
import { json } from "../../http/openapi";
import { IMAGE_HEADERS } from "../../job-card-images/image-http";

const tags = ["Estimate link (no account)"];
const params = z.object({ token: z.string().max(200).openapi({ description: "The token of the customer's link" }) });
const refusals = {
  400: { description: "Invalid input: the error shape with the failing fields" },
  404: { description: 'estimate_link_invalid: "This estimate link is not valid" (unknown or expired)' },
  410: { description: 'estimate_replaced: "This estimate has been replaced" (a newer version was sent)' },
  429: { description: "Too many requests from this address; Retry-After says when to try again" },
} as const;

const readRoute = createRoute({
  method: "get",
  path: "/public/estimates/{token}",
  tags,
  summary: "The version a link opens, without costs, and the customer's decision once made",
  request: { params },
  responses: { 200: { description: "The estimate", content: json(publicEstimateBodySchema) }, ...refusals },
});

const decideRoute = createRoute({
  method: "post",
  path: "/public/estimates/{token}/decision",
  tags,
  summary: "Approve or decline every job, signed with a typed name; accepted once",
  request: { params, body: { required: true, content: json(publicDecisionInputSchema) } },
  responses: {
    201: { description: "Recorded; the estimate with the decision", content: json(publicEstimateBodySchema) },
    409: { description: "A decision was already made through this link" },
    ...refusals,
  },
});

const photoParams = params.extend({ photoId: z.string().max(100).openapi({ description: "A photo of a finding the version shows" }) });
const photoContent = Object.fromEntries(INSPECTION_PHOTO_MIME_TYPES.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]));

const photoRoute = createRoute({
  method: "get",
  path: "/public/estimates/{token}/photos/{photoId}",
  tags,
  summary: "A photo of a finding the version shows, under the type its bytes show; no other photo is reachable through a link",
  request: { params: photoParams },
  responses: {
    200: { description: "The photo", content: photoContent },
    ...refusals,
    404: { description: "The link is unknown or expired, or the version shows no such photo" },
  },
});

/** Served without a session: the token is the customer's only credential, so each address is rate-limited. */
export function publicEstimatesRoutes(options: { rateLimits: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy"> }) {
  const router = createRouter();
  router.use("/public/estimates/*", async (c, next) => estimateLinkRateLimit(c.get("database").db, options.rateLimits)(c, next));
  return router
    .openapi(readRoute, async (c) => {
      const { version } = await findLinkedVersion(c.get("database").db, c.req.valid("param").token);
      return c.json({ estimate: await toPublicEstimate(c.get("database").db, version) }, 200);
    })
    .openapi(photoRoute, async (c) => {
      const { token, photoId } = c.req.valid("param");
      const photo = await readFindingPhoto(c.get("database").db, token, photoId);
      return c.body(new Uint8Array(photo.bytes), 200, {
        ...IMAGE_HEADERS,
        // Asked again each time, so a link replaced or expired since no longer shows it.
        "Cache-Control": "private, no-cache",
        "Content-Type": photo.contentType,
        "Content-Length": String(photo.bytes.byteLength),
      });
    })
    .openapi(decideRoute, async (c) => {
      const result = await decideEstimate(c.get("database").db, c.req.valid("param").token, c.req.valid("json"), {
        clientAddress: clientAddress(c, options.rateLimits.trustProxy),
        userAgent: c.req.header("user-agent") ?? null,
      });
      await c.get("events").publish({ resource: "estimates", action: "updated", id: result.jobCardId });
      return c.json({ estimate: result.estimate }, 201);
    });
}
