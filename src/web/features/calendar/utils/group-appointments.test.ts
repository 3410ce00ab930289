import { describe, expect, it } from "vitest";
import { appointment } from "../testing/calendar-fixtures";
import { groupAppointments } from "./group-appointments";

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe("grouping appointments by column and day", () => {
  const late = appointment({ id: "late", bayId: "bay-1", technicianId: "t1", startsAt: "2026-03-09T18:00:00.000Z", endsAt: "2026-03-09T19:00:00.000Z" });
  const early = appointment({ id: "early", bayId: "bay-1", technicianId: "t2", startsAt: "2026-03-09T13:00:00.000Z", endsAt: "2026-03-09T14:00:00.000Z" });
  const otherBay = appointment({ id: "other-bay", bayId: "bay-2", technicianId: "t1", startsAt: "2026-03-09T15:00:00.000Z", endsAt: "2026-03-09T16:00:00.000Z" });
  const noBay = appointment({ id: "no-bay", bayId: null, technicianId: null, startsAt: "2026-03-09T16:00:00.000Z", endsAt: "2026-03-09T17:00:00.000Z" });
  // 01:30 UTC on the 10th is still the evening of the 9th on a New York shop's clock.
  const evening = appointment({ id: "evening", bayId: "bay-1", technicianId: "t1", startsAt: "2026-03-10T01:30:00.000Z", endsAt: "2026-03-10T02:00:00.000Z" });
  const nextDay = appointment({ id: "next-day", bayId: "bay-1", technicianId: "t1", startsAt: "2026-03-10T13:00:00.000Z", endsAt: "2026-03-10T14:00:00.000Z" });
  const all = [nextDay, evening, late, noBay, otherBay, early];

  it("puts each appointment under its bay on the day it starts in the shop's time zone, earliest first", () => {
    const at = groupAppointments(all, "bay", "America/New_York");
    expect(ids(at("bay-1", "2026-03-09"))).toEqual(["early", "late", "evening"]);
    expect(ids(at("bay-1", "2026-03-10"))).toEqual(["next-day"]);
    expect(ids(at("bay-2", "2026-03-09"))).toEqual(["other-bay"]);
    expect(ids(at(null, "2026-03-09"))).toEqual(["no-bay"]);
  });

  it("puts them under their technician instead when grouped by technician", () => {
    const at = groupAppointments(all, "technician", "America/New_York");
    expect(ids(at("t1", "2026-03-09"))).toEqual(["other-bay", "late", "evening"]);
    expect(ids(at("t2", "2026-03-09"))).toEqual(["early"]);
    expect(ids(at(null, "2026-03-09"))).toEqual(["no-bay"]);
  });

  it("reads the day on the shop's clock: the same instant is the next day in UTC", () => {
    const at = groupAppointments(all, "bay", "UTC");
    expect(ids(at("bay-1", "2026-03-09"))).toEqual(["early", "late"]);
    expect(ids(at("bay-1", "2026-03-10"))).toEqual(["evening", "next-day"]);
  });

  it("answers an empty list for a cell nothing falls in", () => {
    const at = groupAppointments(all, "bay", "America/New_York");
    expect(at("bay-3", "2026-03-09")).toEqual([]);
    expect(at("bay-2", "2026-03-10")).toEqual([]);
  });
});
