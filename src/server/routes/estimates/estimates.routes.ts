import { createRoute, z } from "@hono/zod-openapi";
import {
  estimateBodySchema,
  estimateDraftInputSchema,
  estimateSendInputSchema,
  estimateSentSchema,
  estimateWorkBodySchema,
  recordApprovalInputSchema,
} from "../../../shared/schemas/estimates";
import { readEstimateWork } from "../../estimates/estimate-work";
import { readEstimate } from "../../estimates/read-estimate";
import { recordApproval } from "../../estimates/record-approval";
import { saveDraft } from "../../estimates/save-draft";
import { sendEstimate } from "../../estimates/send-estimate";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import type { Mailer } from "../../mail/mailer";
import { requirePermission } from "../../middleware/require-permission";

const params = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const notFound = { 404: { description: "No such job card" } } as const;
const tags = ["Estimates"];

const readRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/estimate",
  tags,
  summary: "The card's estimate: the draft priced with the shop's settings, each job's state, the authorised total",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { params },
  responses: { 200: { description: "The estimate (an empty draft, rowVersion 0, before the first save)", content: json(estimateBodySchema) }, ...notFound, ...errorResponses },
});

const saveRoute = createRoute({
  method: "put",
  path: "/job-cards/{jobCardId}/estimate",
  tags,
  summary: "Save the whole draft, sending back the rowVersion it was read with; sent versions stay as they were",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { params, body: { required: true, content: json(estimateDraftInputSchema) } },
  responses: {
    200: { description: "Saved", content: json(estimateBodySchema) },
    ...notFound,
    409: { description: "Someone else saved the estimate since it was read; details.current is the estimate as stored now" },
    ...errorResponses,
  },
});

const sendRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/estimate/send",
  tags,
  summary: "Freeze the draft as the next version and make its link (replacing earlier links); mail it when the card has a customer e-mail and mail is configured",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { params, body: { required: false, content: json(estimateSendInputSchema) } },
  responses: { 201: { description: "The version, its link (shown only now) and whether it was mailed", content: json(estimateSentSchema) }, ...notFound, ...errorResponses },
});

const approvalRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/estimate/approvals",
  tags,
  summary: "Record Approval: a decision given by phone or in person, on the last version sent",
  middleware: [requirePermission("estimates:edit")] as const,
  request: { params, body: { required: true, content: json(recordApprovalInputSchema) } },
  responses: {
    201: { description: "Recorded; the estimate with the jobs' new states", content: json(estimateBodySchema) },
    ...notFound,
    409: { description: "Nothing has been sent yet" },
    ...errorResponses,
  },
});

const workRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/estimate/work",
  tags,
  summary: "The approved jobs and their labor lines, without any money; a technician only on cards assigned to them",
  middleware: [requirePermission("estimates:view-work")] as const,
  request: { params },
  responses: { 200: { description: "The approved work", content: json(estimateWorkBodySchema) }, ...notFound, ...errorResponses },
});

export function estimatesRoutes(options: { appUrl: string; mailer: Mailer }) {
  return createRouter()
    .openapi(readRoute, async (c) => c.json({ estimate: await readEstimate(c.get("database").db, c.req.valid("param").jobCardId) }, 200))
    .openapi(saveRoute, async (c) => {
      const estimate = await saveDraft(c.get("database").db, c.req.valid("param").jobCardId, c.get("viewer").profile.userId, c.req.valid("json"));
      return c.json({ estimate }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const { jobCardId } = c.req.valid("param");
      const branding = estimateSendInputSchema.parse(c.req.valid("json") ?? {});
      const sent = await sendEstimate(c.get("database").db, jobCardId, c.get("viewer").profile.userId, branding, options);
      await c.get("events").publish({ resource: "estimates", action: "updated", id: jobCardId });
      return c.json(sent, 201);
    })
    .openapi(approvalRoute, async (c) => {
      const { jobCardId } = c.req.valid("param");
      const estimate = await recordApproval(c.get("database").db, jobCardId, c.get("viewer").profile.userId, c.req.valid("json"));
      await c.get("events").publish({ resource: "estimates", action: "updated", id: estimate.jobCardId });
      return c.json({ estimate }, 201);
    })
    .openapi(workRoute, async (c) => {
      const { profile } = c.get("viewer");
      const work = await readEstimateWork(c.get("database").db, c.req.valid("param").jobCardId, { userId: profile.userId, role: profile.role });
      return c.json({ work }, 200);
    });
}
