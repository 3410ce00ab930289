import { describe, expect, it } from "vitest";
import { addDays, clockAt, daySlots, isoFromLocalInput, localInputAt, rangeOf, weekOf } from "./shop-time";

const allDay = { day: "Sunday" as const, closed: false, opens: "00:00", closes: "23:59" };

describe("the shop's days and times", () => {
  it("gives a spring-forward day in New York 23 hours of rows, skipping 02:00", () => {
    const slots = daySlots("2026-03-08", allDay, 60, "America/New_York");
    expect(slots.map((slot) => slot.label).slice(0, 4)).toEqual(["00:00", "01:00", "03:00", "04:00"]);
    expect(slots).toHaveLength(23);
  });

  it("gives a fall-back day in London 25 hours of rows, naming the repeated hour's zone", () => {
    const slots = daySlots("2026-10-25", allDay, 60, "Europe/London");
    expect(slots).toHaveLength(25);
    expect(slots.map((slot) => slot.label).slice(0, 3)).toEqual(["00:00", "01:00", "01:00 GMT+0"]);
  });

  it("starts opening hours at the shop's clock on either side of the change", () => {
    const hours = { day: "Sunday" as const, closed: false, opens: "08:00", closes: "10:00" };
    expect(new Date(daySlots("2026-03-07", hours, 30, "America/New_York")[0]!.start).toISOString()).toBe("2026-03-07T13:00:00.000Z");
    expect(new Date(daySlots("2026-03-08", hours, 30, "America/New_York")[0]!.start).toISOString()).toBe("2026-03-08T12:00:00.000Z");
  });

  it("widens the rows to take in an appointment outside the hours", () => {
    const hours = { day: "Monday" as const, closed: false, opens: "08:00", closes: "09:00" };
    const slots = daySlots("2026-06-01", hours, 30, "UTC", [Date.parse("2026-06-01T07:15:00Z")]);
    expect(slots.map((slot) => slot.label)).toEqual(["07:00", "07:30", "08:00", "08:30"]);
  });

  it("asks for whole days of the shop and reads inputs on its clock", () => {
    expect(rangeOf("2026-03-08", "2026-03-08", "America/New_York")).toEqual({
      from: "2026-03-08T05:00:00.000Z",
      to: "2026-03-09T04:00:00.000Z",
    });
    expect(Date.parse(isoFromLocalInput("2026-03-09T09:30", "America/New_York"))).toBe(Date.parse("2026-03-09T13:30:00Z"));
    expect(localInputAt("2026-03-09T13:30:00Z", "America/New_York")).toBe("2026-03-09T09:30");
    expect(clockAt("2026-03-09T13:30:00Z", "America/New_York")).toBe("09:30");
    expect(weekOf("2026-03-08")).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08"]);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });
});
