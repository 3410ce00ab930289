import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppBindings } from "../../http/app-bindings";
import { requirePermission } from "../../middleware/require-permission";
import { errorResponses, profileSchema } from "../users/profile-schema";

const route = createRoute({
  method: "get",
  path: "/me",
  tags: ["Account"],
  summary: "The signed-in user's profile, role included",
  middleware: [requirePermission("profile:edit-own")] as const,
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: z.object({ profile: profileSchema }) } } },
    ...errorResponses,
  },
});

export const meRoutes = new OpenAPIHono<AppBindings>().openapi(route, (c) =>
  c.json({ profile: c.get("viewer").profile }, 200),
);
