import { createRoute } from "@hono/zod-openapi";
import { reminderListQuerySchema, reminderListSchema } from "../../../shared/schemas/reminders";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { listReminders } from "../../reminders/list-reminders";

const listRoute = createRoute({
  method: "get",
  path: "/reminders",
  tags: ["Reminders"],
  summary: "The Reminders list: what is due (not yet sent), what was sent, or what failed; all customers' or one's",
  middleware: [requirePermission("reminders:manage")] as const,
  request: { query: reminderListQuerySchema },
  responses: { 200: { description: "Due: by the day each mail goes; Sent and Failed: newest first", content: json(reminderListSchema) }, ...errorResponses },
});

export const remindersRoutes = createRouter().openapi(listRoute, async (c) => {
  const reminders = await listReminders(c.get("database").db, c.req.valid("query"));
  return c.json({ reminders }, 200);
});
