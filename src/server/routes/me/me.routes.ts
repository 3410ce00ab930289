import { createRoute } from "@hono/zod-openapi";
import { meSchema } from "../../../shared/schemas/account-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const route = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user's profile, role included",
  middleware: [requirePermission("profile:edit-own")] as const,
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: meSchema } } },
    ...errorResponses,
  },
});

export const meRoutes = createRouter().openapi(route, (c) =>
  c.json({ profile: c.get("viewer").profile }, 200),
);
