import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { instanceSettings } from "../db/schema";
import { ApiError } from "../http/api-error";

export const SHOP_RECORDS_SHARED_KEY = "shop_records_shared";
export const SHOP_RECORDS_OFF_MESSAGE = "Shop records are turned off.";

/** Whether the shop shares its records; off until an Admin turns it on. */
export async function readShopRecordsShared(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, SHOP_RECORDS_SHARED_KEY));
  return row?.value === "true";
}

/** Turning sharing off keeps the shop's records and their epoch: turned on again, devices pull as before. */
export async function writeShopRecordsShared(db: Database, shared: boolean): Promise<void> {
  const value = shared ? "true" : "false";
  await db.insert(instanceSettings).values({ key: SHOP_RECORDS_SHARED_KEY, value }).onConflictDoUpdate({ target: instanceSettings.key, set: { value } });
}

/** Push and pull answer only while sharing is on. */
export async function requireShopRecordsShared(db: Database): Promise<void> {
  if (!(await readShopRecordsShared(db))) throw new ApiError("shop_records_off", SHOP_RECORDS_OFF_MESSAGE);
}
