import { createRoute } from "@hono/zod-openapi";
import { invoiceEmailedSchema, invoiceEmailInputSchema } from "../../../shared/schemas/invoices";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { emailInvoice } from "../../invoices/invoice-mail";
import type { Mailer } from "../../mail/mailer";
import { requirePermission } from "../../middleware/require-permission";
import { invoiceNotFound, invoiceParams } from "./invoice-params";

const emailRoute = createRoute({
  method: "post",
  path: "/invoices/{invoiceId}/email",
  tags: ["Invoices"],
  summary: "Email Invoice: the finalized invoice as HTML mail (with a text part) to the customer's e-mail address",
  middleware: [requirePermission("invoices:manage")] as const,
  request: { params: invoiceParams, body: { required: false, content: json(invoiceEmailInputSchema) } },
  responses: {
    200: { description: "Mailed; the address it went to", content: json(invoiceEmailedSchema) },
    ...invoiceNotFound,
    409: { description: "A draft or void invoice, a customer contact that is no e-mail address, or mail not configured" },
    503: { description: "The mail server did not take the message" },
    ...errorResponses,
  },
});

export function invoiceEmailRoutes(options: { mailer: Mailer }) {
  return createRouter().openapi(emailRoute, async (c) => {
    const { currencySymbol } = invoiceEmailInputSchema.parse(c.req.valid("json") ?? {});
    const emailed = await emailInvoice(c.get("database").db, c.req.valid("param").invoiceId, { mailer: options.mailer, currencySymbol });
    return c.json(emailed, 200);
  });
}
