import { createRoute, z } from "@hono/zod-openapi";
import { jobCardCreateSchema, jobCardListQuerySchema, jobCardPromisedSchema, jobCardStatusSchema } from "../../../shared/schemas/job-card-form";
import { jobCardBodySchema, jobCardPageSchema } from "../../../shared/schemas/job-card-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { changeJobCardPromised } from "../../job-cards/change-job-card-promised";
import { changeJobCardStatus } from "../../job-cards/change-job-card-status";
import { findJobCard } from "../../job-cards/job-card-query";
import { createJobCard, deleteJobCard } from "../../job-cards/job-card-writes";
import { listJobCards } from "../../job-cards/list-job-cards";

/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const notFound = { 404: { description: "No such job card" } } as const;

const listRoute = createRoute({
  method: "get",
  path: "/job-cards",
  tags: ["Job cards"],
  summary: "Job cards, newest first, a page at a time; search, status filter and assignedTo=me",
  middleware: [requirePermission("job-cards:list")] as const,
  request: { query: jobCardListQuerySchema },
  responses: {
    200: {
      description: "A page of job cards; nextCursor is null on the last page",
      content: json(jobCardPageSchema),
    },
    ...errorResponses,
  },
});

const viewRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}",
  tags: ["Job cards"],
  summary: "One job card with its ticket, technician and creator",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: jobCardParams },
  responses: { 200: { description: "The job card", content: json(jobCardBodySchema) }, ...notFound, ...errorResponses },
});

const createJobCardRoute = createRoute({
  method: "post",
  path: "/job-cards",
  tags: ["Job cards"],
  summary: "Create a job card directly, assigned to an active service technician",
  middleware: [requirePermission("job-cards:create")] as const,
  request: { body: { required: true, content: json(jobCardCreateSchema) } },
  responses: { 201: { description: "Created", content: json(jobCardBodySchema) }, ...errorResponses },
});

const statusRoute = createRoute({
  method: "patch",
  path: "/job-cards/{jobCardId}/status",
  tags: ["Job cards"],
  summary: "Change a job card's status (a technician: only their own cards, only their statuses)",
  middleware: [requirePermission("job-cards:change-status-any", "job-cards:change-status-assigned")] as const,
  request: { params: jobCardParams, body: { required: true, content: json(jobCardStatusSchema) } },
  responses: {
    200: { description: "Saved", content: json(jobCardBodySchema) },
    ...notFound,
    409: { description: "Someone else changed the job card since it was read; details.current is the card as stored now" },
    ...errorResponses,
  },
});

const promisedRoute = createRoute({
  method: "patch",
  path: "/job-cards/{jobCardId}/promised",
  tags: ["Job cards"],
  summary: "Set or clear when the shop promised the customer the car back (null clears it)",
  // Those who may change any card's status; a technician may not.
  middleware: [requirePermission("job-cards:change-status-any")] as const,
  request: { params: jobCardParams, body: { required: true, content: json(jobCardPromisedSchema) } },
  responses: {
    200: { description: "Saved", content: json(jobCardBodySchema) },
    ...notFound,
    409: { description: "Someone else changed the job card since it was read; details.current is the card as stored now" },
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/job-cards/{jobCardId}",
  tags: ["Job cards"],
  summary: "Delete a job card",
  middleware: [requirePermission("job-cards:delete")] as const,
  request: { params: jobCardParams },
  responses: { 204: { description: "Deleted" }, ...notFound, ...errorResponses },
});

export const jobCardsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await listJobCards(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("query")), 200);
  })
  .openapi(viewRoute, async (c) => {
    const jobCard = await findJobCard(c.get("database").db, c.req.valid("param").jobCardId);
    return c.json({ jobCard }, 200);
  })
  .openapi(createJobCardRoute, async (c) => {
    const jobCard = await createJobCard(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "created", id: jobCard.id });
    return c.json({ jobCard }, 201);
  })
  .openapi(statusRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const jobCard = await changeJobCardStatus(c.get("database").db, jobCardId, c.get("viewer").profile, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCard.id });
    return c.json({ jobCard }, 200);
  })
  .openapi(promisedRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const jobCard = await changeJobCardPromised(c.get("database").db, jobCardId, c.get("viewer").profile, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCard.id });
    return c.json({ jobCard }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    await deleteJobCard(c.get("database").db, jobCardId);
    await c.get("events").publish({ resource: "job-cards", action: "deleted", id: jobCardId });
    return c.body(null, 204);
  });
