import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { serviceTechnicians } from "../db/schema";
import { ApiError } from "../http/api-error";

const NOT_A_TECHNICIAN = "Choose an active service technician.";

/**
 * A job card may only be assigned to an active Service Technician; anyone else is a 400 on the
 * field, as the form shows it.
 */
export async function assertActiveTechnician(db: Database, userId: string): Promise<void> {
  const [technician] = await db
    .select({ userId: serviceTechnicians.userId })
    .from(serviceTechnicians)
    .where(eq(serviceTechnicians.userId, userId));
  if (!technician) {
    throw new ApiError("validation_failed", "The chosen technician is not an active service technician.", {
      fields: { assignedTechnicianId: [NOT_A_TECHNICIAN] },
    });
  }
}
