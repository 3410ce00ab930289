import { createRoute, z } from "@hono/zod-openapi";
import { invoiceBodySchema, paymentInputSchema, reversePaymentInputSchema } from "../../../shared/schemas/invoices";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { recordPayment, reversePayment } from "../../invoices/invoice-payments";
import { readInvoice, type ReadInvoiceOptions } from "../../invoices/read-invoice";
import { requirePermission } from "../../middleware/require-permission";
import { invoiceNotFound, invoiceParams } from "./invoice-params";

const tags = ["Invoices"];
const paymentParams = invoiceParams.extend({ paymentId: z.string().max(100).openapi({ description: "The payment's id (a uuid)" }) });

const recordRouteDef = createRoute({
  method: "post",
  path: "/invoices/{invoiceId}/payments",
  tags,
  summary: "Record Payment: at most the balance due, on a finalized invoice",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams, body: { required: true, content: json(paymentInputSchema) } },
  responses: {
    201: { description: "The invoice with the payment, its amount paid and balance", content: json(invoiceBodySchema) },
    ...invoiceNotFound,
    409: { description: "A draft or a void invoice takes no payment (code invoice_frozen)" },
    ...errorResponses,
  },
});

const reverseRouteDef = createRoute({
  method: "post",
  path: "/invoices/{invoiceId}/payments/{paymentId}/reverse",
  tags,
  summary: "Reverse a payment, with a reason: it stays listed and its amount is owed again",
  middleware: [requirePermission("invoices:void")] as const,
  request: { params: paymentParams, body: { required: true, content: json(reversePaymentInputSchema) } },
  responses: {
    200: { description: "The invoice", content: json(invoiceBodySchema) },
    404: { description: "No such invoice or payment" },
    409: { description: "The payment was already reversed" },
    ...errorResponses,
  },
});

export function invoicePaymentsRoutes(read: ReadInvoiceOptions) {
  return createRouter()
    .openapi(recordRouteDef, async (c) => {
      const db = c.get("database").db;
      const { invoiceId } = c.req.valid("param");
      await recordPayment(db, invoiceId, c.get("viewer").profile.userId, c.req.valid("json"));
      await c.get("events").publish({ resource: "invoices", action: "updated", id: invoiceId });
      return c.json({ invoice: await readInvoice(db, invoiceId, read) }, 201);
    })
    .openapi(reverseRouteDef, async (c) => {
      const db = c.get("database").db;
      const { invoiceId, paymentId } = c.req.valid("param");
      await reversePayment(db, invoiceId, paymentId, c.get("viewer").profile.userId, c.req.valid("json").reason);
      await c.get("events").publish({ resource: "invoices", action: "updated", id: invoiceId });
      return c.json({ invoice: await readInvoice(db, invoiceId, read) }, 200);
    });
}
