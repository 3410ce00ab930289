import { createRoute } from "@hono/zod-openapi";
import { technicianListSchema } from "../../../shared/schemas/technician-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { listTechnicians } from "../../technicians/list-technicians";

const listRoute = createRoute({
  method: "get",
  path: "/technicians",
  tags: ["Job cards"],
  summary: "Active service technicians, ordered by name (the assignee choices)",
  middleware: [requirePermission("job-cards:list")] as const,
  responses: {
    200: {
      description: "The technicians",
      content: { "application/json": { schema: technicianListSchema } },
    },
    ...errorResponses,
  },
});

export const techniciansRoutes = createRouter().openapi(listRoute, async (c) =>
  c.json({ technicians: await listTechnicians(c.get("database").db) }, 200),
);
