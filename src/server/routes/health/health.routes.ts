import { createRoute } from "@hono/zod-openapi";
import { healthSchema } from "../../../shared/schemas/health";
import { createRouter } from "../../http/create-router";
import { ApiError } from "../../http/api-error";

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["Health"],
  summary: "Whether the server and its database are ready",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: healthSchema } } },
  },
});

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const database = c.get("database");
  try {
    await database.ping();
  } catch {
    throw new ApiError("unavailable", "The database is not answering.");
  }
  return c.json({ status: "ok" as const, database: database.kind }, 200);
});
