import { createRoute, z } from "@hono/zod-openapi";
import { jobCardCustomerSchema } from "../../../shared/schemas/job-card-form";
import { jobCardBodySchema } from "../../../shared/schemas/job-card-responses";
import { changeJobCardCustomer } from "../../customer-links/change-job-card-customer";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });

const customerRoute = createRoute({
  method: "patch",
  path: "/job-cards/{jobCardId}/customer",
  tags: ["Job cards"],
  summary: "Set or clear a job card's customer (null clears it); its estimate and draft invoice follow the card",
  // Those who make cards or price their estimates choose whose they are.
  middleware: [requirePermission("estimates:edit", "job-cards:create")] as const,
  request: { params: jobCardParams, body: { required: true, content: json(jobCardCustomerSchema) } },
  responses: {
    200: { description: "Saved", content: json(jobCardBodySchema) },
    404: { description: "No such job card" },
    409: { description: "Someone else changed the job card since it was read; details.current is the card as stored now" },
    ...errorResponses,
  },
});

export const customerLinksRoutes = createRouter().openapi(customerRoute, async (c) => {
  const { jobCardId } = c.req.valid("param");
  const { jobCard, movedDraftIds } = await changeJobCardCustomer(c.get("database").db, jobCardId, c.get("viewer").profile.userId, c.req.valid("json"));
  const events = c.get("events");
  await events.publish({ resource: "job-cards", action: "updated", id: jobCard.id });
  await events.publish({ resource: "estimates", action: "updated", id: jobCard.id });
  for (const id of movedDraftIds) await events.publish({ resource: "invoices", action: "updated", id });
  return c.json({ jobCard }, 200);
});
