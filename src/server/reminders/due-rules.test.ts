import { describe, expect, it } from "vitest";
import {
  addMonths,
  averageDailyMileage,
  dayInZone,
  declinedWorkDue,
  goesToday,
  nextServiceDue,
  parseDay,
  SERVICE_INTERVAL_MILEAGE,
} from "./due-rules";

describe("the reminders' due rules", () => {
  it("reads a day in the shop's time zone, not the server's", () => {
    const instant = new Date("2026-03-01T02:30:00Z");
    expect(dayInZone(instant, "UTC")).toBe("2026-03-01");
    expect(dayInZone(instant, "America/New_York")).toBe("2026-02-28");
    expect(dayInZone(new Date("2026-02-28T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-01");
  });

  it("takes only real days from the records' free text", () => {
    expect(parseDay("2026-05-31")).toBe("2026-05-31");
    expect(parseDay("2026-05-31T10:00:00Z")).toBe("2026-05-31");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("next spring")).toBeNull();
    expect(parseDay("")).toBeNull();
  });

  it("adds months, keeping to the month's last day", () => {
    expect(addMonths("2026-01-15", 6)).toBe("2026-07-15");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
  });

  it("works out the average daily mileage from two readings on different days, and none from one day", () => {
    expect(averageDailyMileage([{ day: "2026-01-01", mileage: 10_000 }])).toBeNull();
    expect(
      averageDailyMileage([
        { day: "2026-01-01", mileage: 10_000 },
        { day: "2026-01-01", mileage: 10_050 },
      ]),
    ).toBeNull();
    expect(
      averageDailyMileage([
        { day: "2026-03-02", mileage: 12_000 },
        { day: "2026-01-01", mileage: 10_000 },
        { day: "2026-01-31", mileage: 11_000 },
      ]),
    ).toBeCloseTo(2000 / 60);
    // An odometer that went back (a typing slip) gives no rate rather than a negative one.
    expect(
      averageDailyMileage([
        { day: "2026-01-01", mileage: 10_000 },
        { day: "2026-02-01", mileage: 9_000 },
      ]),
    ).toBeNull();
  });

  it("is due six months after the last repair order when nothing else is known", () => {
    expect(nextServiceDue({ recordsNextServiceDue: null, lastRepairOrderDay: "2026-01-10", readings: [] })).toEqual({
      day: "2026-07-10",
      by: "interval",
      atMileage: null,
    });
    expect(nextServiceDue({ recordsNextServiceDue: null, lastRepairOrderDay: null, readings: [] })).toBeNull();
  });

  it("prefers the records' next-service date over the interval", () => {
    expect(nextServiceDue({ recordsNextServiceDue: "2026-04-01", lastRepairOrderDay: "2026-01-10", readings: [] })).toEqual({
      day: "2026-04-01",
      by: "records",
      atMileage: null,
    });
    expect(nextServiceDue({ recordsNextServiceDue: "soon", lastRepairOrderDay: "2026-01-10", readings: [] })?.by).toBe("interval");
  });

  it("is due by mileage when the vehicle reaches the interval before the date", () => {
    // 100 a day: 5,000 more takes 50 days from the last reading.
    const readings = [
      { day: "2026-01-01", mileage: 20_000 },
      { day: "2026-01-11", mileage: 21_000 },
    ];
    expect(nextServiceDue({ recordsNextServiceDue: null, lastRepairOrderDay: "2026-01-11", readings })).toEqual({
      day: "2026-03-02",
      by: "mileage",
      atMileage: 21_000 + SERVICE_INTERVAL_MILEAGE,
    });
    // 1 a day would take 5,000 days: the date comes first.
    const slow = [
      { day: "2026-01-01", mileage: 20_000 },
      { day: "2026-01-11", mileage: 20_010 },
    ];
    expect(nextServiceDue({ recordsNextServiceDue: null, lastRepairOrderDay: "2026-01-11", readings: slow })?.by).toBe("interval");
  });

  it("brings declined work up again after the follow-up days", () => {
    expect(declinedWorkDue("2026-01-20")).toBe("2026-02-19");
  });

  it("sends a service reminder from the days ahead until shortly after it is due, and an appointment's only before its day", () => {
    expect(goesToday("2026-03-17", "2026-04-01", 14, "service-due")).toBe(false);
    expect(goesToday("2026-03-18", "2026-04-01", 14, "service-due")).toBe(true);
    expect(goesToday("2026-04-20", "2026-04-01", 14, "service-due")).toBe(true);
    expect(goesToday("2026-08-01", "2026-04-01", 14, "service-due")).toBe(false);
    expect(goesToday("2026-04-01", "2026-04-02", 1, "appointment")).toBe(true);
    expect(goesToday("2026-03-31", "2026-04-02", 1, "appointment")).toBe(false);
    expect(goesToday("2026-04-02", "2026-04-02", 1, "appointment")).toBe(false);
  });
});
