import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../constants/customers";
import type { OpeningHoursDay } from "../schemas/shop-calendar";
import { appointmentEnd, bayConflict, bookingBook, bookingWarnings, warningsInBook, type BookedSlot, type BookingCalendar } from "./booking-rules";
import { promiseAtRisk } from "./promise-at-risk";
import { openingWindow, shopDayOf } from "./shop-day";

const everyDay = (opens: string, closes: string): OpeningHoursDay[] => WEEKDAYS.map((day) => ({ day, closed: false, opens, closes }));
const london: BookingCalendar = { timeZone: "Europe/London", openingHours: everyDay("08:00", "17:00") };
const names = { bay: (id: string) => (id === "bay-1" ? "Bay 1" : "Bay 2"), technician: () => "Tia Technician" };

let counter = 0;
function slot(startsAt: string, hours: number, fields: Partial<BookedSlot> = {}): BookedSlot {
  counter += 1;
  return { id: `a${counter}`, status: "Booked", startsAt, endsAt: appointmentEnd(startsAt, hours), bayId: "bay-1", technicianId: null, ...fields };
}

describe("same bay", () => {
  it("refuses an overlapping active appointment in the same bay and names the holder", () => {
    const held = slot("2026-06-01T09:00:00Z", 2);
    expect(bayConflict(slot("2026-06-01T10:00:00Z", 1), [held])).toBe(held);
  });

  it("lets another bay, a back-to-back time, a cancelled holder and the appointment itself be", () => {
    const held = slot("2026-06-01T09:00:00Z", 2);
    expect(bayConflict(slot("2026-06-01T10:00:00Z", 1, { bayId: "bay-2" }), [held])).toBeNull();
    expect(bayConflict(slot("2026-06-01T11:00:00Z", 1), [held])).toBeNull();
    expect(bayConflict(slot("2026-06-01T10:00:00Z", 1), [{ ...held, status: "Cancelled" }])).toBeNull();
    expect(bayConflict({ ...held, startsAt: "2026-06-01T09:30:00Z" }, [held])).toBeNull();
    expect(bayConflict(slot("2026-06-01T10:00:00Z", 1, { bayId: null }), [held])).toBeNull();
  });
});

describe("warnings", () => {
  it("warns of a technician booked at overlapping times, naming them and both times", () => {
    const other = slot("2026-06-01T09:00:00Z", 2, { bayId: "bay-2", technicianId: "t1" });
    const warnings = bookingWarnings(slot("2026-06-01T10:00:00Z", 1, { technicianId: "t1" }), [other], london, names);
    expect(warnings).toEqual([
      {
        kind: "technician-overbooked",
        message: "Tia Technician is also booked 10:00–12:00 on Mon 1 Jun, overlapping this appointment (11:00–12:00).",
      },
    ]);
  });

  it("folds a technician's several overlapping bookings into one warning naming the earliest", () => {
    const others = ["2026-06-01T12:00:00Z", "2026-06-01T09:00:00Z", "2026-06-01T10:30:00Z"].map((at) =>
      slot(at, 1, { bayId: "bay-2", technicianId: "t1" }),
    );
    const warnings = bookingWarnings(slot("2026-06-01T09:30:00Z", 3, { technicianId: "t1" }), others, london, names);
    expect(warnings).toEqual([
      {
        kind: "technician-overbooked",
        message: "Tia Technician is also booked 10:00–11:00 on Mon 1 Jun and 2 more times, overlapping this appointment (10:30–13:30).",
      },
    ]);
  });

  it("weighs a moved appointment in place of its stored self, in the book built once for a page", () => {
    const morning = slot("2026-06-01T07:00:00Z", 5, { technicianId: "t1" });
    const stored = slot("2026-06-01T12:00:00Z", 4, { technicianId: "t1" });
    const book = bookingBook([morning, stored], london);
    // Stored, the bay's day holds 9 h: no warning. Moved to 3 h, still none; grown to 5 h, 10 h booked.
    expect(warningsInBook(book, stored, names)).toEqual([]);
    expect(warningsInBook(book, { ...stored, endsAt: appointmentEnd(stored.startsAt, 3) }, names)).toEqual([]);
    expect(warningsInBook(book, { ...stored, endsAt: appointmentEnd(stored.startsAt, 5) }, names).map((warning) => warning.message)).toEqual([
      "Tia Technician is booked 10.0 h on Mon 1 Jun, beyond the 9.0 h the shop is open (08:00–17:00).",
      "Bay 1 is booked 10.0 h on Mon 1 Jun, beyond the 9.0 h the shop is open (08:00–17:00).",
      "Booked 13:00–18:00, outside opening hours on Mon 1 Jun (08:00–17:00).",
    ]);
    // The morning's warnings see the stored appointment, not the moved one.
    expect(warningsInBook(book, morning, names)).toEqual([]);
  });

  it("warns when a bay's day is booked beyond the day's opening hours", () => {
    const morning = slot("2026-06-01T07:00:00Z", 5);
    const warnings = bookingWarnings(slot("2026-06-01T12:00:00Z", 5), [morning], london, names);
    expect(warnings).toContainEqual({
      kind: "bay-overbooked",
      message: "Bay 1 is booked 10.0 h on Mon 1 Jun, beyond the 9.0 h the shop is open (08:00–17:00).",
    });
  });

  it("warns when a technician's day is booked beyond the day's opening hours, across bays", () => {
    const morning = slot("2026-06-01T07:00:00Z", 5, { bayId: "bay-2", technicianId: "t1" });
    const warnings = bookingWarnings(slot("2026-06-01T12:00:00Z", 4.5, { technicianId: "t1" }), [morning], london, names);
    expect(warnings.map((warning) => warning.kind)).toEqual(["technician-overbooked", "outside-hours"]);
    expect(warnings[0]!.message).toBe("Tia Technician is booked 9.5 h on Mon 1 Jun, beyond the 9.0 h the shop is open (08:00–17:00).");
  });

  it("warns of times outside opening hours, and of a closed day", () => {
    expect(bookingWarnings(slot("2026-06-01T06:30:00Z", 1), [], london, names)).toEqual([
      { kind: "outside-hours", message: "Booked 07:30–08:30, outside opening hours on Mon 1 Jun (08:00–17:00)." },
    ]);
    const closedSunday: BookingCalendar = {
      timeZone: "Europe/London",
      openingHours: london.openingHours.map((day) => (day.day === "Sunday" ? { ...day, closed: true } : day)),
    };
    expect(bookingWarnings(slot("2026-06-07T09:00:00Z", 1), [], closedSunday, names)).toEqual([
      { kind: "outside-hours", message: "The shop is closed on Sun 7 Jun; this appointment is booked 10:00–11:00." },
    ]);
  });

  it("gives an appointment inside hours with a free bay and technician no warnings, and a cancelled one none at all", () => {
    expect(bookingWarnings(slot("2026-06-01T08:00:00Z", 2, { technicianId: "t1" }), [], london, names)).toEqual([]);
    expect(bookingWarnings(slot("2026-06-01T02:00:00Z", 30, { status: "Cancelled" }), [], london, names)).toEqual([]);
  });
});

describe("daylight-saving days in Europe/London", () => {
  it("opens at 08:00 local on 29 Mar 2026 (07:00 UTC, summer time) and at 08:00 UTC the day before", () => {
    const day = shopDayOf("2026-03-29T12:00:00Z", "Europe/London");
    expect(day.end - day.start).toBe(23 * 3_600_000);
    expect(new Date(openingWindow(day, london.openingHours, "Europe/London")!.opens).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    const before = shopDayOf("2026-03-28T12:00:00Z", "Europe/London");
    expect(new Date(openingWindow(before, london.openingHours, "Europe/London")!.opens).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    // 07:30 UTC is 08:30 in the shop on the 29th, inside hours; on the 28th it is 07:30, outside.
    expect(bookingWarnings(slot("2026-03-29T07:30:00Z", 1), [], london, names)).toEqual([]);
    expect(bookingWarnings(slot("2026-03-28T07:30:00Z", 1), [], london, names)).toEqual([
      { kind: "outside-hours", message: "Booked 07:30–08:30, outside opening hours on Sat 28 Mar (08:00–17:00)." },
    ]);
  });

  it("counts a day's open hours by the clock: 00:00–12:00 is 11 h on 29 Mar and 13 h on 25 Oct 2026", () => {
    const night: BookingCalendar = { timeZone: "Europe/London", openingHours: everyDay("00:00", "12:00") };
    // 11.5 h booked from local midnight: beyond the 11 h of the spring day...
    const spring = bookingWarnings(slot("2026-03-29T00:00:00Z", 11.5, { bayId: "bay-1" }), [], night, names);
    expect(spring).toContainEqual({
      kind: "bay-overbooked",
      message: "Bay 1 is booked 11.5 h on Sun 29 Mar, beyond the 11.0 h the shop is open (00:00–12:00).",
    });
    // ...but 12.5 h fits the 13 h of the autumn day (local midnight is 23:00 UTC the day before).
    expect(bookingWarnings(slot("2026-10-24T23:00:00Z", 12.5), [], night, names)).toEqual([]);
    expect(bookingWarnings(slot("2026-10-24T23:00:00Z", 13.5), [], night, names).map((warning) => warning.kind)).toEqual([
      "bay-overbooked",
      "outside-hours",
    ]);
  });

  it("shows the autumn day's opening at 08:00 GMT after the clocks go back", () => {
    const day = shopDayOf("2026-10-25T12:00:00Z", "Europe/London");
    expect(day.end - day.start).toBe(25 * 3_600_000);
    expect(new Date(openingWindow(day, london.openingHours, "Europe/London")!.opens).toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(bookingWarnings(slot("2026-10-25T07:30:00Z", 1), [], london, names)).toEqual([
      { kind: "outside-hours", message: "Booked 07:30–08:30, outside opening hours on Sun 25 Oct (08:00–17:00)." },
    ]);
  });
});

describe("promise at risk", () => {
  const now = "2026-06-01T10:00:00Z";
  const overrun = { technicianId: "t1", jobName: "Brake pads", overrunMs: 1.5 * 3_600_000, approvedMs: 2 * 3_600_000 };
  const promised = (promisedAt: string | null, fields: Partial<BookedSlot> = {}) => ({
    ...slot("2026-06-01T13:00:00Z", 2, { technicianId: "t1", ...fields }),
    promisedAt,
  });

  it("warns when the technician's overrun pushes today's work past its promised time", () => {
    expect(promiseAtRisk(promised("2026-06-01T16:00:00Z"), [overrun], now, "Europe/London", () => "Tia Technician")).toEqual({
      kind: "promise-at-risk",
      message: 'Promised 17:00 is at risk: Tia Technician\'s "Brake pads" is 1.5 h past its 2.0 h, so this work would end about 17:30.',
    });
  });

  it("does not warn when the promise still holds, for another technician, another day, or without a promise", () => {
    const risk = (slotValue: ReturnType<typeof promised>) => promiseAtRisk(slotValue, [overrun], now, "Europe/London", () => "Tia");
    expect(risk(promised("2026-06-01T17:00:00Z"))).toBeNull();
    expect(risk(promised("2026-06-01T16:00:00Z", { technicianId: "t2" }))).toBeNull();
    expect(risk({ ...promised("2026-06-02T16:00:00Z"), startsAt: "2026-06-02T13:00:00Z", endsAt: "2026-06-02T15:00:00Z" })).toBeNull();
    expect(risk(promised(null))).toBeNull();
    expect(promiseAtRisk(promised("2026-06-01T16:00:00Z"), [], now, "Europe/London", () => "Tia")).toBeNull();
  });
});
