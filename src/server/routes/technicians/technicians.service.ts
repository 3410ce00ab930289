import { asc, eq } from "drizzle-orm";
import type { Technician } from "../../../shared/schemas/work-responses";
import type { Database } from "../../db/database";
import { serviceTechnicians } from "../../db/schema";
import { ApiError } from "../../http/api-error";

const NOT_A_TECHNICIAN = "Choose an active service technician.";

/** The technician choices, ordered by name (then e-mail, so equal names keep an order). */
export async function listTechnicians(db: Database): Promise<Technician[]> {
  return db
    .select()
    .from(serviceTechnicians)
    .orderBy(asc(serviceTechnicians.name), asc(serviceTechnicians.email));
}

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
