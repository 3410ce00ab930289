import { sql } from "drizzle-orm";
import type { ShopCalendar, ShopCalendarValues } from "../../shared/schemas/shop-calendar";
import type { Database } from "../db/database";
import { shopCalendar } from "../db/schema";
import { ApiError } from "../http/api-error";
import { activeAppointmentsByBay } from "./bays-in-use";
import { readShopCalendar } from "./read-shop-calendar";
import { lockBookings } from "./lock-bookings";

function appointmentsText(held: number): string {
  return held === 1 ? "1 active appointment" : `${held} active appointments`;
}

/**
 * Saves the shop's calendar settings. A bay that active appointments still hold cannot be removed
 * (409 naming it and how many hold it): they would point at a bay the calendar no longer shows.
 * The booking lock keeps an appointment from taking the bay while the check runs.
 */
export async function saveShopCalendar(db: Database, updatedBy: string, input: ShopCalendarValues): Promise<ShopCalendar> {
  await db.transaction(async (tx) => {
    await lockBookings(tx);
    const current = await readShopCalendar(tx);
    const kept = new Set(input.bays.map((bay) => bay.id));
    const removed = current.bays.filter((bay) => !kept.has(bay.id));
    const held = await activeAppointmentsByBay(tx, removed.map((bay) => bay.id));
    const blocking = removed.filter((bay) => (held.get(bay.id) ?? 0) > 0);
    if (blocking.length > 0) {
      const list = blocking.map((bay) => `${bay.name} (${appointmentsText(held.get(bay.id)!)})`).join(", ");
      throw new ApiError("conflict", `A bay that appointments still use cannot be removed: ${list}. Move or cancel them first.`, {
        bays: blocking.map((bay) => ({ id: bay.id, name: bay.name, activeAppointments: held.get(bay.id)! })),
      });
    }
    const values = {
      timeZone: input.timeZone,
      bays: input.bays,
      openingHours: input.openingHours,
      slotMinutes: input.slotMinutes,
      reminderDaysAhead: input.reminderDaysAhead,
      updatedBy,
      updatedAt: sql`now()`,
    };
    await tx.insert(shopCalendar).values({ id: 1, ...values }).onConflictDoUpdate({ target: shopCalendar.id, set: values });
  });
  return readShopCalendar(db);
}
