import { z } from "zod";

/** Who made or changed a record, as tickets, job cards and the activity feed show them. */
export const personRefSchema = z.object({ name: z.string(), email: z.string() }).meta({ id: "PersonRef" });
export type PersonRef = z.infer<typeof personRefSchema>;
