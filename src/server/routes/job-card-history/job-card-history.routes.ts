import { createRoute, z } from "@hono/zod-openapi";
import { jobCardHistorySchema } from "../../../shared/schemas/job-card-history";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { readJobCardHistory } from "../../job-card-history/read-job-card-history";
import { requirePermission } from "../../middleware/require-permission";

/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });

const historyRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/history",
  tags: ["Job cards"],
  summary: "A job card's History, oldest first: status changes, estimate versions, approvals, invoices, payments, time entry changes and the inspection",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "Every change with who and when; no amounts for a Service Technician", content: json(jobCardHistorySchema) },
    404: { description: "No such job card" },
    ...errorResponses,
  },
});

export const jobCardHistoryRoutes = createRouter().openapi(historyRoute, async (c) => {
  const { jobCardId } = c.req.valid("param");
  return c.json(await readJobCardHistory(c.get("database").db, c.get("viewer").profile, jobCardId), 200);
});
