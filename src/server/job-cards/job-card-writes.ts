import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { jobCardCreateSchema } from "../../shared/schemas/job-card-form";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import { arrayRows } from "../db/array-rows";
import type { Database } from "../db/database";
import { emptyToNull } from "../db/lists/empty-to-null";
import { isUuid } from "../db/lists/is-uuid";
import { FIRST_VERSION } from "../db/lists/row-version";
import { jobCards } from "../db/schema";
import { assertCustomerIdShape, writingCustomerLink } from "../customer-links/customer-link-errors";
import { ApiError } from "../http/api-error";
import { assertActiveTechnician } from "../technicians/assert-active-technician";
import { JOB_CARD_NOT_FOUND } from "./job-card-query";
import { jobCardFromRow, writtenJobCardColumns } from "./job-card-row";
import { promisedDate } from "./promised-date";

/**
 * A direct job card; the technician must be an active Service Technician. A linked card's name
 * and contact are the customer's (the database's trigger writes them). (No transaction: it
 * would not hold the technician's row either, and each round trip is a wait under load.)
 */
export async function createJobCard(
  db: Database,
  createdBy: string,
  input: z.output<typeof jobCardCreateSchema>,
): Promise<JobCard> {
  await assertActiveTechnician(db, input.assignedTechnicianId);
  assertCustomerIdShape(input.customerId);
  const [row] = await writingCustomerLink(() =>
    arrayRows(
      db,
      db
        .insert(jobCards)
        .values({
          vin: input.vin,
          customerName: emptyToNull(input.customerName),
          customerContact: emptyToNull(input.customerContact),
          customerId: input.customerId,
          serviceDescription: input.serviceDescription,
          assignedTechnicianId: input.assignedTechnicianId,
          status: input.status,
          estimatedHours: input.estimatedHours,
          mileage: input.mileage,
          promisedAt: promisedDate(input.promisedAt),
          createdBy,
          updatedBy: createdBy,
          updatedAt: FIRST_VERSION,
        })
        .returning(writtenJobCardColumns),
    ),
  );
  return jobCardFromRow(row!);
}

export async function deleteJobCard(db: Database, jobCardId: string): Promise<void> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const deleted = await db.delete(jobCards).where(eq(jobCards.id, jobCardId)).returning({ id: jobCards.id });
  if (deleted.length === 0) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
}
