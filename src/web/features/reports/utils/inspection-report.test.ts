import { describe, expect, it } from "vitest";
import { inspectionReport as report } from "../testing/inspection-report-fixture";
import { inspectionReportCsv, inspectionReportLines } from "./inspection-report";
import { toCsv } from "./report-csv";

describe("the Inspection Report", () => {
  it("shows each technician's figures and the Total as the server gave them, in the shop's currency", () => {
    const { lines, total } = inspectionReportLines(report, "€");
    const shown = (entry: (typeof lines)[number]) => [
      entry.name,
      entry.repairOrders,
      entry.inspected,
      entry.needsAttention,
      entry.urgent,
      entry.recommended,
      entry.approved,
      entry.approvalRate,
      entry.averageWith,
      entry.averageWithout,
    ];
    expect(lines.map(shown)).toEqual([
      ["Blake Bay", "3", "1 (33.33%)", "1", "2", "€280.00", "€200.00", "71.43%", "€204.13", "€60.00"],
      ["=Casey", "2", "1 (50.00%)", "0", "0", "€0.00", "€0.00", "None recommended", "€100.00", "None invoiced"],
      ["Unassigned", "1", "0 (0.00%)", "0", "0", "€0.00", "€0.00", "None recommended", "None invoiced", "None invoiced"],
    ]);
    expect(shown(total)).toEqual(["Total", "6", "2 (33.33%)", "1", "2", "€280.00", "€200.00", "71.43%", "€152.07", "€60.00"]);
  });

  it("downloads as CSV: a row per technician, then the Total; empty where there is nothing to divide; formulas guarded", () => {
    const table = inspectionReportCsv(report, "$");
    expect(table.header).toEqual([
      "Technician",
      "Email",
      "Repair orders",
      "Inspected",
      "Inspected (%)",
      "Needs Attention items",
      "Urgent items",
      "Recommended ($)",
      "Approved ($)",
      "Approval rate (%)",
      "Average repair order with inspection ($)",
      "Invoiced with inspection",
      "Average repair order without inspection ($)",
      "Invoiced without inspection",
    ]);
    expect(toCsv(table).split("\r\n").slice(1)).toEqual([
      "Blake Bay,blake@shop.test,3,1,33.33,1,2,280.00,200.00,71.43,204.13,1,60.00,1",
      "'=Casey,casey@shop.test,2,1,50.00,0,0,0.00,0.00,,100.00,1,,0",
      "Unassigned,,1,0,0.00,0,0,0.00,0.00,,,0,,0",
      "Total,,6,2,33.33,1,2,280.00,200.00,71.43,152.07,2,60.00,1",
    ]);
  });
});
