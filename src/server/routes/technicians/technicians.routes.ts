import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { technicianSchema } from "../../technicians/technician-schema";
import { listTechnicians } from "./technicians.service";

const listRoute = createRoute({
  method: "get",
  path: "/technicians",
  tags: ["Job cards"],
  summary: "Active service technicians, ordered by name (the assignee choices)",
  middleware: [requirePermission("job-cards:list")] as const,
  responses: {
    200: {
      description: "The technicians",
      content: { "application/json": { schema: z.object({ technicians: z.array(technicianSchema) }) } },
    },
    ...errorResponses,
  },
});

export const techniciansRoutes = createRouter().openapi(listRoute, async (c) =>
  c.json({ technicians: await listTechnicians(c.get("database").db) }, 200),
);
