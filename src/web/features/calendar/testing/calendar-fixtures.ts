import type { Appointment } from "@/shared/schemas/appointments";
import { DEFAULT_SHOP_CALENDAR, type ShopCalendar } from "@/shared/schemas/shop-calendar";

/** A shop in New York, open Sunday 00:00-06:00 so a spring-forward night is on the calendar. */
export function shopCalendar(overrides: Partial<ShopCalendar> = {}): ShopCalendar {
  return {
    ...DEFAULT_SHOP_CALENDAR,
    timeZone: "America/New_York",
    openingHours: DEFAULT_SHOP_CALENDAR.openingHours.map((day) => (day.day === "Sunday" ? { ...day, closed: false, opens: "00:00", closes: "06:00" } : day)),
    slotMinutes: 30,
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: "a1",
    status: "Booked",
    source: "staff",
    customerId: "c1",
    customerName: "Jane Doe",
    customerPhone: "555-0100",
    customerEmail: "jane@example.com",
    customerVehicleId: "v1",
    vehicleLabel: "2019 Toyota Camry (ABC-1234)",
    vin: "4T1B11HK5KU000001",
    requestedWork: "Oil change and brake check",
    expectedHours: 1,
    bayId: "bay-1",
    technicianId: "t1",
    technicianName: "Tom Tech",
    startsAt: "2026-03-09T13:00:00.000Z",
    endsAt: "2026-03-09T14:00:00.000Z",
    dropOffAt: null,
    promisedAt: null,
    notes: "",
    jobCardId: null,
    ticketId: null,
    warnings: [],
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}
