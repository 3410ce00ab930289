import { describe, expect, it } from "vitest";
import type { TechnicianHoursReport } from "@/shared/schemas/time-entries";
import { toCsv } from "./report-csv";
import { technicianHoursCsv, technicianHoursLines } from "./technician-hours-report";

// Blake clocked 8 h (28,800 s) and billed 6.0 h: 6 / 8 = 75.0%. Casey clocked 1 h 30 min
// (5,400 s) and billed 2.5 h: 2.5 / 1.5 = 166.7%. Dana clocked nothing. Total: 9.5 h clocked,
// 8.5 h billed, 8.5 / 9.5 = 89.47...% -> 89.5%.
const report: TechnicianHoursReport = {
  rows: [
    { technician: { name: "Blake Bay", email: "blake@shop.test" }, clockedSeconds: 28_800, billedLaborHoursTenths: 60, efficiencyPercent: 75 },
    { technician: { name: "Casey Clock", email: "casey@shop.test" }, clockedSeconds: 5_400, billedLaborHoursTenths: 25, efficiencyPercent: 166.7 },
    { technician: { name: "=Dana", email: "dana@shop.test" }, clockedSeconds: 0, billedLaborHoursTenths: 0, efficiencyPercent: null },
  ],
};

describe("the Technician Hours Report", () => {
  it("shows each technician's clocked and billed hours and efficiency, and the total over all of them", () => {
    const { lines, total } = technicianHoursLines(report);
    expect(lines.map(({ name, clockedHours, billedHours, efficiency }) => [name, clockedHours, billedHours, efficiency])).toEqual([
      ["Blake Bay", "8.00", "6.0", "75.0%"],
      ["Casey Clock", "1.50", "2.5", "166.7%"],
      ["=Dana", "0.00", "0.0", "None clocked"],
    ]);
    expect([total.clockedHours, total.billedHours, total.efficiency]).toEqual(["9.50", "8.5", "89.5%"]);
  });

  it("downloads as CSV: a row per technician, then the Total; no efficiency where nothing was clocked; formulas guarded", () => {
    const table = technicianHoursCsv(report);
    expect(table).toEqual({
      header: ["Technician", "Email", "Clocked hours", "Billed labor hours", "Efficiency (%)"],
      rows: [
        ["Blake Bay", "blake@shop.test", "8.00", "6.0", "75.0"],
        ["Casey Clock", "casey@shop.test", "1.50", "2.5", "166.7"],
        ["=Dana", "dana@shop.test", "0.00", "0.0", ""],
        ["Total", "", "9.50", "8.5", "89.5"],
      ],
    });
    expect(toCsv(table).split("\r\n")[3]).toBe("'=Dana,dana@shop.test,0.00,0.0,");
  });
});
