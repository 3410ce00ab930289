import { z } from "@hono/zod-openapi";

/** Any text: an id that is not a uuid is simply not found. */
export const customerParams = z.object({ customerId: z.string().max(100).openapi({ description: "The customer's id (a uuid)" }) });
export const vehicleParams = customerParams.extend({
  vehicleId: z.string().max(100).openapi({ description: "The vehicle's id on the customer's record (a uuid)" }),
});
export const customerNotFound = { 404: { description: "No such customer (merged into another, or erased)" } } as const;
