import { createRoute } from "@hono/zod-openapi";
import { finalizeInvoiceInputSchema, invoiceBodySchema, voidInvoiceInputSchema } from "../../../shared/schemas/invoices";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { finalizeInvoice } from "../../invoices/finalize-invoice";
import { readInvoice, type ReadInvoiceOptions } from "../../invoices/read-invoice";
import { voidInvoice } from "../../invoices/void-invoice";
import { requirePermission } from "../../middleware/require-permission";
import { invoiceNotFound, invoiceParams } from "./invoice-params";

const tags = ["Invoices"];

const finalizeRouteDef = createRoute({
  method: "post",
  path: "/invoices/{invoiceId}/finalize",
  tags,
  summary: "Finalize Invoice: number it, freeze it, and mark the job card Billed",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams, body: { required: false, content: json(finalizeInvoiceInputSchema) } },
  responses: {
    200: { description: "The finalized invoice", content: json(invoiceBodySchema) },
    ...invoiceNotFound,
    409: {
      description:
        "Not a draft (code invoice_frozen), or the total is above what the customer authorised (code invoice_above_authorised, details.invoiceTotalCents and details.authorisedTotalCents)",
    },
    ...errorResponses,
  },
});

const voidRouteDef = createRoute({
  method: "post",
  path: "/invoices/{invoiceId}/void",
  tags,
  summary: "Void Invoice, with a reason: it keeps its number, takes no payments, and its job card goes back to Completed",
  middleware: [requirePermission("invoices:void")] as const,
  request: { params: invoiceParams, body: { required: true, content: json(voidInvoiceInputSchema) } },
  responses: {
    200: { description: "The void invoice", content: json(invoiceBodySchema) },
    ...invoiceNotFound,
    409: { description: "A draft (deleted, not voided) or already void (code invoice_frozen), or payments still stand (reverse them first)" },
    ...errorResponses,
  },
});

/** Finalize and void: the changes of an invoice's state. */
export function invoiceStateRoutes(read: ReadInvoiceOptions) {
  return createRouter()
    .openapi(finalizeRouteDef, async (c) => {
      const db = c.get("database").db;
      const { invoiceId } = c.req.valid("param");
      const input = finalizeInvoiceInputSchema.parse(c.req.valid("json") ?? {});
      const { jobCardId } = await finalizeInvoice(db, invoiceId, c.get("viewer").profile.userId, input);
      await c.get("events").publish({ resource: "invoices", action: "updated", id: invoiceId });
      await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
      return c.json({ invoice: await readInvoice(db, invoiceId, read) }, 200);
    })
    .openapi(voidRouteDef, async (c) => {
      const db = c.get("database").db;
      const { invoiceId } = c.req.valid("param");
      const { jobCardId } = await voidInvoice(db, invoiceId, c.get("viewer").profile.userId, c.req.valid("json").reason);
      await c.get("events").publish({ resource: "invoices", action: "updated", id: invoiceId });
      if (jobCardId) await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
      return c.json({ invoice: await readInvoice(db, invoiceId, read) }, 200);
    });
}
