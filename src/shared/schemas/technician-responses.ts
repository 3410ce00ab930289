import { z } from "zod";

/** An active service technician, as job cards and the assignee choices show them. */
export const technicianSchema = z
  .object({ userId: z.string(), name: z.string(), email: z.string() })
  .meta({ id: "Technician" });
export type Technician = z.infer<typeof technicianSchema>;

/** GET /api/technicians: ordered by name. */
export const technicianListSchema = z.object({ technicians: z.array(technicianSchema) });
export type TechnicianList = z.infer<typeof technicianListSchema>;
