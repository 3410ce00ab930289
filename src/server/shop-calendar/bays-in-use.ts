import { and, count, inArray } from "drizzle-orm";
import { ACTIVE_APPOINTMENT_STATUSES } from "../../shared/constants/customers";
import type { Database } from "../db/database";
import { appointments } from "../db/schema";

/** How many active appointments hold each of the bays, by bay id (bays none holds are absent). */
export async function activeAppointmentsByBay(db: Database, bayIds: readonly string[]): Promise<Map<string, number>> {
  if (bayIds.length === 0) return new Map();
  const rows = await db
    .select({ bayId: appointments.bayId, held: count() })
    .from(appointments)
    .where(and(inArray(appointments.bayId, [...bayIds]), inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES])))
    .groupBy(appointments.bayId);
  return new Map(rows.map((row) => [row.bayId ?? "", Number(row.held)]));
}
