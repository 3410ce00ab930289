import { eq } from "drizzle-orm";
import { DEFAULT_SHOP_CALENDAR, type ShopCalendar } from "../../shared/schemas/shop-calendar";
import type { Database } from "../db/database";
import { shopCalendar } from "../db/schema";

/** The shop's calendar settings, or the defaults until the shop saves its own. */
export async function readShopCalendar(db: Database): Promise<ShopCalendar> {
  const [row] = await db.select().from(shopCalendar).where(eq(shopCalendar.id, 1));
  if (!row) return DEFAULT_SHOP_CALENDAR;
  const { id: _id, updatedBy: _updatedBy, updatedAt, ...values } = row;
  return { ...values, updatedAt: updatedAt.toISOString() };
}
