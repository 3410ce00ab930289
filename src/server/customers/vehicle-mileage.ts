import { sql, type SQL } from "drizzle-orm";
import { customerVehicles, jobCards, shopVehicles } from "../db/schema";

/**
 * The latest mileage the shop knows for a customer's vehicle: the highest reading recorded on its
 * repair orders or on the shop's vehicle record with the same VIN (an odometer only goes up, so
 * the highest is the latest). Null for a vehicle without a VIN, or when nothing was recorded.
 */
export function latestMileage(): SQL<string | number | null> {
  const key = sql`upper(trim(${customerVehicles.vin}))`;
  return sql<string | number | null>`case when trim(${customerVehicles.vin}) = '' then null else greatest(
    (select max(${jobCards.mileage}) from ${jobCards} where upper(trim(${jobCards.vin})) = ${key}),
    (select max(${shopVehicles.mileage}) from ${shopVehicles} where ${shopVehicles.deletedAt} is null and upper(trim(${shopVehicles.vin})) = ${key})
  ) end`;
}

/** numeric comes back as text from PostgreSQL: the reading as a number. */
export function mileageNumber(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}
