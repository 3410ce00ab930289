import type { z } from "@hono/zod-openapi";

/** A JSON body of the given schema, as a route's request or response content. */
export const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

/** The refusals every protected route can answer with, all in the one error shape. */
export const errorResponses = {
  400: { description: "Invalid input: the error shape with the failing fields" },
  401: { description: "No session" },
  403: { description: "The role lacks the capability" },
} as const;
