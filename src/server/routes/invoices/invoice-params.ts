import { z } from "@hono/zod-openapi";

export const invoiceParams = z.object({ invoiceId: z.string().max(100).openapi({ description: "The invoice's id (a uuid)" }) });
export const invoiceNotFound = { 404: { description: "No such invoice" } } as const;
