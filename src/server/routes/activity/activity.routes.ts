import { createRoute } from "@hono/zod-openapi";
import { activityListSchema, RECENT_ACTIVITY_LIMIT } from "../../../shared/schemas/activity";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { recentActivity } from "../../activity/recent-activity";

const route = createRoute({
  method: "get",
  path: "/activity",
  tags: ["Dashboard"],
  summary: "The latest changes to tickets and job cards, newest first, of the kinds the viewer may list",
  middleware: [requirePermission("dashboard:view")] as const,
  responses: {
    200: {
      description: `At most ${RECENT_ACTIVITY_LIMIT} changes; empty when the viewer may list neither tickets nor job cards`,
      content: { "application/json": { schema: activityListSchema } },
    },
    ...errorResponses,
  },
});

export const activityRoutes = createRouter().openapi(route, async (c) =>
  c.json(await recentActivity(c.get("database").db, c.get("viewer").profile.role), 200),
);
