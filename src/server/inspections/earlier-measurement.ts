import { and, desc, eq, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { inspectionItems, inspections, type InspectionRow } from "../db/schema";

export interface EarlierMeasurement {
  value: number;
  measuredAt: Date;
}

/**
 * Which earlier measurement counts, for each item of an inspection: the same item (item id) of the
 * same template, measured (not skipped, a value kept) in a completed inspection of another repair
 * order of the same VIN that started before this one; of those, the latest by when the item was
 * last changed. A measurement still in progress may yet change, and a VIN-less card is no vehicle
 * to compare with, so neither counts.
 */
export async function earlierMeasurements(db: Database, inspection: InspectionRow, itemIds: string[]): Promise<Map<string, EarlierMeasurement>> {
  const found = new Map<string, EarlierMeasurement>();
  const vin = inspection.vin ?? "";
  if (vin === "" || itemIds.length === 0) return found;
  const measuredAt = sql<Date>`coalesce(${inspectionItems.updatedAt}, ${inspections.completedAt}, ${inspections.startedAt})`.mapWith(
    (value: Date | string) => (value instanceof Date ? value : new Date(value)),
  );
  const rows = await db
    .select({ itemId: inspectionItems.itemId, value: inspectionItems.measuredValue, measuredAt })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .where(
      and(
        eq(inspections.vin, vin),
        eq(inspections.templateId, inspection.templateId),
        eq(inspections.status, "Completed"),
        ne(inspections.jobCardId, inspection.jobCardId),
        lt(inspections.startedAt, inspection.startedAt),
        inArray(inspectionItems.itemId, itemIds),
        eq(inspectionItems.skipped, false),
        isNotNull(inspectionItems.measuredValue),
      ),
    )
    .orderBy(desc(measuredAt));
  for (const row of rows) {
    if (row.value !== null && !found.has(row.itemId)) found.set(row.itemId, { value: row.value, measuredAt: row.measuredAt });
  }
  return found;
}
