import { describe, expect, it } from "vitest";
import { makeService } from "../testing/report-records";
import { defaultReportRange, presetRange, rangeError, servicesInRange } from "./report-range";

describe("report ranges", () => {
  it("opens on the current calendar month", () => {
    expect(defaultReportRange("2026-11-17")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(defaultReportRange("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("turns each preset into days counted from today", () => {
    expect(presetRange("Last Month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("Last 30 Days", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(presetRange("This Year", "2026-03-01")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("explains a range that cannot be reported on", () => {
    expect(rangeError({ from: "", to: "2026-11-30" })).toEqual({ field: "from", message: "Choose a From date." });
    expect(rangeError({ from: "2026-11-01", to: "bad" })).toEqual({ field: "to", message: "Choose a To date." });
    expect(rangeError({ from: "2026-12-01", to: "2026-11-30" })).toEqual({
      field: "to",
      message: "The To date must be on or after the From date.",
    });
    expect(rangeError({ from: "0000-01-01", to: "2026-11-30" })).toEqual({ field: "from", message: "From must fall between 1900-01-01 and 2100-12-31." });
    expect(rangeError({ from: "2026-11-01", to: "9999-12-31" })).toEqual({ field: "to", message: "To must fall between 1900-01-01 and 2100-12-31." });
    expect(rangeError({ from: "1900-01-01", to: "2100-12-31" })).toBeNull();
    expect(rangeError({ from: "2026-11-30", to: "2026-11-30" })).toBeNull();
  });

  it("keeps both end days and counts services without a readable date apart", () => {
    const services = [
      makeService({ id: "before", serviceDate: "2026-10-31" }),
      makeService({ id: "first", serviceDate: "2026-11-01" }),
      makeService({ id: "last", serviceDate: "2026-11-30T18:00" }),
      makeService({ id: "after", serviceDate: "2026-12-01" }),
      makeService({ id: "undated", serviceDate: "" }),
    ];
    const { inRange, undated } = servicesInRange(services, { from: "2026-11-01", to: "2026-11-30" });
    expect(inRange.map(({ service, date }) => [service.id, date])).toEqual([
      ["first", "2026-11-01"],
      ["last", "2026-11-30"],
    ]);
    expect(undated).toBe(1);
  });
});
