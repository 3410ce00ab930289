import { createRoute, z } from "@hono/zod-openapi";
import { invoiceBodySchema, invoiceDraftInputSchema, invoiceListQuerySchema, invoicePageSchema } from "../../../shared/schemas/invoices";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { createInvoiceDraft } from "../../invoices/create-invoice";
import { listInvoices } from "../../invoices/list-invoices";
import { readInvoice } from "../../invoices/read-invoice";
import { deleteInvoiceDraft, saveInvoiceDraft } from "../../invoices/save-invoice-draft";
import type { Mailer } from "../../mail/mailer";
import { requirePermission } from "../../middleware/require-permission";
import { invoiceNotFound, invoiceParams } from "./invoice-params";
import { invoicePaymentsRoutes } from "./invoice-payments.routes";
import { invoiceStateRoutes } from "./invoice-state.routes";

export { invoiceNotFound, invoiceParams } from "./invoice-params";

const tags = ["Invoices"];
const cardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const frozenResponse = { 409: { description: "Not a draft (code invoice_frozen), or a stale rowVersion (details.current)" } } as const;

const createRouteDef = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/invoice",
  tags,
  summary: "Create Invoice: a draft of the estimate's approved jobs as the customer approved them",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: cardParams },
  responses: {
    201: { description: "The draft", content: json(invoiceBodySchema) },
    404: { description: "No such job card" },
    409: { description: "The card has an open invoice (details.invoiceId), or nothing approved to invoice" },
    ...errorResponses,
  },
});

const listRouteDef = createRoute({
  method: "get",
  path: "/invoices",
  tags,
  summary: "Invoices newest first: search number, customer or VIN; filter by status, VIN or job card",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { query: invoiceListQuerySchema },
  responses: { 200: { description: "A page of invoices", content: json(invoicePageSchema) }, ...errorResponses },
});

const readRouteDef = createRoute({
  method: "get",
  path: "/invoices/{invoiceId}",
  tags,
  summary: "One invoice with its payments; a draft shows today's shop and customer, a finalized one its frozen copy",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams },
  responses: { 200: { description: "The invoice", content: json(invoiceBodySchema) }, ...invoiceNotFound, ...errorResponses },
});

const saveRouteDef = createRoute({
  method: "put",
  path: "/invoices/{invoiceId}",
  tags,
  summary: "Save Draft: the whole draft with the rowVersion it was read with",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams, body: { required: true, content: json(invoiceDraftInputSchema) } },
  responses: { 200: { description: "Saved", content: json(invoiceBodySchema) }, ...invoiceNotFound, ...frozenResponse, ...errorResponses },
});

const deleteRouteDef = createRoute({
  method: "delete",
  path: "/invoices/{invoiceId}",
  tags,
  summary: "Delete Draft: a draft only; a finalized invoice is voided, never deleted",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams },
  responses: { 204: { description: "Deleted" }, ...invoiceNotFound, 409: { description: "Not a draft (code invoice_frozen)" }, ...errorResponses },
});

export function invoicesRoutes(options: { mailer: Mailer }) {
  const read = { mailDelivers: options.mailer.delivers };
  return createRouter()
    .openapi(createRouteDef, async (c) => {
      const db = c.get("database").db;
      const { jobCardId } = c.req.valid("param");
      const invoiceId = await createInvoiceDraft(db, jobCardId, c.get("viewer").profile.userId);
      await c.get("events").publish({ resource: "invoices", action: "created", id: invoiceId });
      return c.json({ invoice: await readInvoice(db, invoiceId, read) }, 201);
    })
    .openapi(listRouteDef, async (c) => {
      return c.json(await listInvoices(c.get("database").db, c.req.valid("query")), 200);
    })
    .openapi(readRouteDef, async (c) => c.json({ invoice: await readInvoice(c.get("database").db, c.req.valid("param").invoiceId, read) }, 200))
    .openapi(saveRouteDef, async (c) => {
      const invoice = await saveInvoiceDraft(c.get("database").db, c.req.valid("param").invoiceId, c.req.valid("json"), read);
      await c.get("events").publish({ resource: "invoices", action: "updated", id: invoice.id });
      return c.json({ invoice }, 200);
    })
    .openapi(deleteRouteDef, async (c) => {
      const { invoiceId } = c.req.valid("param");
      await deleteInvoiceDraft(c.get("database").db, invoiceId);
      await c.get("events").publish({ resource: "invoices", action: "deleted", id: invoiceId });
      return c.body(null, 204);
    })
    .route("/", invoiceStateRoutes(read))
    .route("/", invoicePaymentsRoutes(read));
}
