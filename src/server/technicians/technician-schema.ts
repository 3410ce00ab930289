import { z } from "@hono/zod-openapi";
import type { PersonRef, Technician } from "../../shared/schemas/work-responses";

/** The PersonRef and Technician shapes of src/shared/schemas/work-responses.ts, for the OpenAPI document. */
export const personRefSchema = z
  .object({ name: z.string(), email: z.string() })
  .openapi("PersonRef") satisfies z.ZodType<PersonRef>;

export const technicianSchema = z
  .object({ userId: z.string(), name: z.string(), email: z.string() })
  .openapi("Technician") satisfies z.ZodType<Technician>;
