import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { ReminderKind } from "../../shared/constants/customers";
import type { Database } from "../db/database";
import { appointments, customers, customerVehicles, jobCards, shopVehicles } from "../db/schema";
import { openRecommendations, vehicleKey } from "../recommendations/open-recommendations";
import { readShopRecordsShared } from "../shop-records/shop-records-setting";
import {
  APPOINTMENT_DAYS_AHEAD,
  dayInZone,
  declinedWorkDue,
  goesToday,
  nextServiceDue,
  sendDay,
  type MileageReading,
} from "./due-rules";

/** A customer reminders may be mailed to: agreed, not stopped, with an e-mail address. */
export const remindable = and(eq(customers.remindersAgreed, true), isNull(customers.remindersStoppedAt), ne(sql`trim(${customers.email})`, ""));

/** One reminder the rules find due, before it is recorded. */
export interface DueReminder {
  customerId: string;
  customerName: string;
  kind: ReminderKind;
  subject: string;
  dueDate: string;
  sendDate: string;
  customerVehicleId: string | null;
  vehicle: string;
  description: string;
}

const mileageFormat = new Intl.NumberFormat("en-US");

function vehicleText(vehicle: { year: number | null; make: string; model: string; vin: string; licensePlate: string }): string {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ");
  const id = vehicle.vin.trim() ? `VIN ${vehicle.vin.trim()}` : vehicle.licensePlate.trim();
  return [name, id].filter(Boolean).join(", ");
}

/** The latest next-service date the shop's shared records hold for the VIN (records off: none). */
async function recordsNextServiceDue(db: Database, key: string): Promise<string | null> {
  const [row] = await db
    .select({ nextServiceDue: shopVehicles.nextServiceDue })
    .from(shopVehicles)
    .where(and(sql`upper(trim(${shopVehicles.vin})) = ${key}`, isNull(shopVehicles.deletedAt), ne(shopVehicles.nextServiceDue, "")))
    .orderBy(desc(shopVehicles.updatedAt))
    .limit(1);
  return row?.nextServiceDue ?? null;
}

/**
 * The reminders of remindable customers whose mail goes on or before `through` (a shop day), with
 * what is not long past (due-rules.ts). `today` is the shop's day now.
 */
export async function dueReminders(
  db: Database,
  options: { today: string; through: string; timeZone: string; daysAhead: number; now: Date },
): Promise<DueReminder[]> {
  const { today, through, timeZone, daysAhead, now } = options;
  // Its mail goes by `through`, and on the day it goes (today at the earliest) it is still timely.
  const goes = (dueDate: string, ahead: number, kind: ReminderKind) => {
    const send = sendDay(dueDate, ahead);
    return send <= through && goesToday(send > today ? send : today, dueDate, ahead, kind);
  };
  const due: DueReminder[] = [];
  const shared = await readShopRecordsShared(db);

  const vehicles = await db
    .select({
      id: customerVehicles.id,
      customerId: customers.id,
      customerName: customers.name,
      vin: customerVehicles.vin,
      make: customerVehicles.make,
      model: customerVehicles.model,
      year: customerVehicles.year,
      licensePlate: customerVehicles.licensePlate,
    })
    .from(customerVehicles)
    .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
    .where(and(remindable, ne(sql`trim(${customerVehicles.vin})`, "")))
    .orderBy(asc(customers.name), asc(customerVehicles.createdAt));

  for (const vehicle of vehicles) {
    const key = vehicleKey(vehicle.vin);
    const cards = await db
      .select({ createdAt: jobCards.createdAt, mileage: jobCards.mileage })
      .from(jobCards)
      .where(sql`upper(trim(${jobCards.vin})) = ${key}`)
      .orderBy(desc(jobCards.createdAt));
    const readings: MileageReading[] = cards
      .filter((card) => card.mileage !== null)
      .map((card) => ({ day: dayInZone(card.createdAt, timeZone), mileage: Number(card.mileage) }));
    const service = nextServiceDue({
      recordsNextServiceDue: shared ? await recordsNextServiceDue(db, key) : null,
      lastRepairOrderDay: cards[0] ? dayInZone(cards[0].createdAt, timeZone) : null,
      readings,
    });
    const base = { customerId: vehicle.customerId, customerName: vehicle.customerName, customerVehicleId: vehicle.id, vehicle: vehicleText(vehicle) };
    if (service && goes(service.day, daysAhead, "service-due")) {
      due.push({
        ...base,
        kind: "service-due",
        subject: key,
        dueDate: service.day,
        sendDate: sendDay(service.day, daysAhead),
        description:
          service.atMileage === null
            ? `Next service due by ${service.day}`
            : `Next service due at ${mileageFormat.format(service.atMileage)} on the odometer (about ${service.day})`,
      });
    }
    for (const recommendation of await openRecommendations(db, vehicle.vin)) {
      const declinedDay = dayInZone(new Date(recommendation.declinedAt), timeZone);
      const dueDate = declinedWorkDue(declinedDay);
      if (!goes(dueDate, 0, "declined-work")) continue;
      due.push({
        ...base,
        kind: "declined-work",
        subject: `${recommendation.inspectionId} ${recommendation.itemId}`,
        dueDate,
        sendDate: dueDate,
        description: `${recommendation.name} (${recommendation.rating}), declined on ${declinedDay}`,
      });
    }
  }

  // Appointments from now to the day after `through`, in the shop's zone.
  const until = new Date(now.getTime() + (Math.max(0, Date.parse(`${through}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) + 3 * 86_400_000));
  const booked = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      requestedWork: appointments.requestedWork,
      customerId: customers.id,
      customerName: customers.name,
      vehicleId: customerVehicles.id,
      vin: customerVehicles.vin,
      make: customerVehicles.make,
      model: customerVehicles.model,
      year: customerVehicles.year,
      licensePlate: customerVehicles.licensePlate,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .leftJoin(customerVehicles, eq(customerVehicles.id, appointments.customerVehicleId))
    .where(and(remindable, inArray(appointments.status, ["Booked", "Confirmed"]), gte(appointments.startsAt, now), lt(appointments.startsAt, until)))
    .orderBy(asc(appointments.startsAt));
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  for (const appointment of booked) {
    const dueDate = dayInZone(appointment.startsAt, timeZone);
    if (!goes(dueDate, APPOINTMENT_DAYS_AHEAD, "appointment")) continue;
    due.push({
      customerId: appointment.customerId,
      customerName: appointment.customerName,
      kind: "appointment",
      subject: appointment.id,
      dueDate,
      sendDate: sendDay(dueDate, APPOINTMENT_DAYS_AHEAD),
      customerVehicleId: appointment.vehicleId,
      vehicle:
        appointment.vehicleId === null
          ? ""
          : vehicleText({ year: appointment.year, make: appointment.make ?? "", model: appointment.model ?? "", vin: appointment.vin ?? "", licensePlate: appointment.licensePlate ?? "" }),
      description: `Appointment on ${dueDate} at ${clock.format(appointment.startsAt)}: ${appointment.requestedWork}`,
    });
  }
  return due;
}
