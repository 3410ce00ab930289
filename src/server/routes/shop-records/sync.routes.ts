import { createRoute } from "@hono/zod-openapi";
import { isJobCardActionName } from "../../../shared/schemas/job-card-actions";
import { shopPullQuerySchema, shopPullResponseSchema, shopPushEnvelopeSchema, shopPushResponseSchema } from "../../../shared/schemas/shop-sync";
import { ApiError } from "../../http/api-error";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { pullChanges } from "../../shop-records/pull";
import { PUSH_BUDGET_MS, pushMutations } from "../../shop-records/push";
import { PUSHES_PER_MINUTE, pushRateLimit } from "../../shop-records/push-rate-limit";
import { requireShopRecordsShared } from "../../shop-records/shop-records-setting";

const offOrGap = {
  409: { description: 'Sharing is off (code "shop_records_off"), or a change skips ahead of the device\'s last one (code "mutation_gap")' },
} as const;

const pushRoute = createRoute({
  method: "post",
  path: "/sync/push",
  tags: ["Shop records"],
  summary: "Apply a device's changes to the shop's records, each exactly once and in its own transaction",
  description:
    "Mutations are applied in order. One already applied is skipped; one whose id skips ahead answers 409 " +
    '"mutation_gap" (those before it stay applied; details.lastMutationId is the last one the server has). ' +
    "One whose data is not valid is marked done without being applied, recorded, and listed in `rejected`. " +
    "Job card actions (jobCard.setStatus, clock.start, clock.stop, inspection.saveItem) are applied as the signed-in person by the functions their " +
    "routes call, whatever the sharing setting; one those refuse is listed in `rejected` with the route's message and code. " +
    `A push applies mutations for about ${PUSH_BUDGET_MS / 1000} seconds, then answers: \`lastMutationId\` short of the last one ` +
    "sent says how far it got, and the device sends the rest.",
  middleware: [requirePermission("shop-records:sync"), pushRateLimit()] as const,
  request: { body: { required: true, content: json(shopPushEnvelopeSchema) } },
  responses: {
    200: { description: "The device's last mutation id the server has, and the refused ones", content: json(shopPushResponseSchema) },
    ...offOrGap,
    413: { description: "The body is larger than 1 MB" },
    429: {
      description: `More than ${PUSHES_PER_MINUTE} pushes from this account in a minute; nothing applied. Push again after Retry-After`,
      headers: {
        "Retry-After": { description: "Whole seconds until pushes are taken again", schema: { type: "integer", minimum: 1 } },
      },
    },
    ...errorResponses,
  },
});

const pullRoute = createRoute({
  method: "get",
  path: "/sync/pull",
  tags: ["Shop records"],
  summary: "Every change to the shop's records after the device's cookie, read in one snapshot",
  middleware: [requirePermission("shop-records:sync")] as const,
  request: { query: shopPullQuerySchema },
  responses: {
    200: { description: "The changes (every record on a reset), the new cookie and the open conflicts", content: json(shopPullResponseSchema) },
    409: offOrGap[409],
    ...errorResponses,
  },
});

export interface SyncRoutesOptions {
  /** How long one push applies mutations before it answers; tests shorten it. */
  pushBudgetMs?: number;
}

export const syncRoutes = (options: SyncRoutesOptions = {}) => createRouter()
  .openapi(pushRoute, async (c) => {
    const { db } = c.get("database");
    const { clientId, mutations } = c.req.valid("json");
    // Job card actions are the shop's work, not its shared records: staff push them whatever the setting.
    if (!mutations.every((mutation) => isJobCardActionName(mutation.name))) await requireShopRecordsShared(db);
    const { profile } = c.get("viewer");
    const result = await pushMutations(db, { clientId, userId: profile.userId }, mutations, options.pushBudgetMs, profile);
    if (result.changed) await c.get("events").publish({ resource: "shop-records", action: "updated", id: "shop" });
    for (const id of result.jobCardIds) await c.get("events").publish({ resource: "job-cards", action: "updated", id });
    if (result.gapAt !== null) {
      throw new ApiError(
        "mutation_gap",
        `The server has this device's changes up to number ${result.lastMutationId}; change ${result.gapAt} cannot be applied before the ones in between.`,
        { lastMutationId: result.lastMutationId },
      );
    }
    const notices = result.notices.length > 0 ? { notices: result.notices } : {};
    return c.json({ lastMutationId: result.lastMutationId, rejected: result.rejected, ...notices }, 200);
  })
  .openapi(pullRoute, async (c) => {
    const { clientId, cookie } = c.req.valid("query");
    return c.json(await pullChanges(c.get("database").db, c.get("viewer").profile.userId, clientId, cookie), 200);
  });
