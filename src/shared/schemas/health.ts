import { z } from "zod";

/** GET /api/health: the server and its database are ready. */
export const healthSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) })
  .meta({ id: "Health" });
export type Health = z.infer<typeof healthSchema>;
