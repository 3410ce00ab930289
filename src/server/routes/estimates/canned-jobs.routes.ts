import { createRoute, z } from "@hono/zod-openapi";
import { cannedJobBodySchema, cannedJobInputSchema, cannedJobListSchema } from "../../../shared/schemas/estimates";
import { createCannedJob, deleteCannedJob, listCannedJobs } from "../../estimates/canned-jobs";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const tags = ["Estimates"];
const params = z.object({ cannedJobId: z.string().max(100).openapi({ description: "The canned job's id (a uuid)" }) });

const listRoute = createRoute({
  method: "get",
  path: "/canned-jobs",
  tags,
  summary: "The shop's canned jobs, newest first",
  middleware: [requirePermission("estimates:edit")] as const,
  responses: { 200: { description: "Every canned job", content: json(cannedJobListSchema) }, ...errorResponses },
});

const createCannedJobRoute = createRoute({
  method: "post",
  path: "/canned-jobs",
  tags,
  summary: "Save as Canned Job: a named job with its lines",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { body: { required: true, content: json(cannedJobInputSchema) } },
  responses: { 201: { description: "Saved", content: json(cannedJobBodySchema) }, 409: { description: "The shop keeps no more canned jobs" }, ...errorResponses },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/canned-jobs/{cannedJobId}",
  tags,
  summary: "Delete a canned job; estimates it was inserted into keep their lines",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { params },
  responses: { 204: { description: "Deleted" }, 404: { description: "No such canned job" }, ...errorResponses },
});

export const cannedJobsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ cannedJobs: await listCannedJobs(c.get("database").db) }, 200))
  .openapi(createCannedJobRoute, async (c) => {
    const cannedJob = await createCannedJob(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    return c.json({ cannedJob }, 201);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteCannedJob(c.get("database").db, c.req.valid("param").cannedJobId);
    return c.body(null, 204);
  });
