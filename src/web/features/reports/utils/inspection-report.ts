import { fromCents } from "@/shared/money/cents";
import { percentFromBasisPoints } from "@/shared/money/inspection-report";
import { formatCents } from "@/shared/format/money";
import type { InspectionReport, InspectionReportFigures } from "@/shared/schemas/inspection-report";
import { csvMoney, type CsvTable } from "./report-csv";

export const UNASSIGNED = "Unassigned";

/** One line as the screen shows it: a technician's figures, or the Total's. */
export interface InspectionReportLine {
  key: string;
  name: string;
  email: string;
  repairOrders: string;
  inspected: string;
  needsAttention: string;
  urgent: string;
  recommended: string;
  approved: string;
  approvalRate: string;
  averageWith: string;
  averageWithout: string;
}

const percent = (basisPoints: number | null, none: string) => (basisPoints === null ? none : `${percentFromBasisPoints(basisPoints)}%`);

function line(key: string, name: string, email: string, figures: InspectionReportFigures, currencySymbol: string): InspectionReportLine {
  const money = (cents: number | null, none: string) => (cents === null ? none : formatCents(cents, currencySymbol));
  return {
    key,
    name,
    email,
    repairOrders: String(figures.repairOrders),
    inspected: `${figures.inspectedRepairOrders} (${percent(figures.inspectedShareBp, "none opened")})`,
    needsAttention: String(figures.needsAttentionItems),
    urgent: String(figures.urgentItems),
    recommended: money(figures.recommendedCents, ""),
    approved: money(figures.approvedCents, ""),
    approvalRate: percent(figures.approvalRateBp, "None recommended"),
    averageWith: money(figures.averageWithInspectionCents, "None invoiced"),
    averageWithout: money(figures.averageWithoutInspectionCents, "None invoiced"),
  };
}

/** Each technician's line (unassigned repair orders as "Unassigned") and the Total, as the server computed them. */
export function inspectionReportLines(report: InspectionReport, currencySymbol: string): { lines: InspectionReportLine[]; total: InspectionReportLine } {
  return {
    lines: report.rows.map((row) => line(row.technicianId ?? "", row.technician?.name ?? UNASSIGNED, row.technician?.email ?? "", row, currencySymbol)),
    total: line("total", "Total", "", report.total, currencySymbol),
  };
}

/**
 * One row per technician, then the Total: counts as whole numbers, shares as two-decimal percent
 * numbers (empty where there is nothing to divide), money as two-decimal numbers with the symbol
 * in the header; the same figures the screen shows.
 */
export function inspectionReportCsv(report: InspectionReport, currencySymbol: string): CsvTable {
  const money = (cents: number | null) => (cents === null ? "" : csvMoney(fromCents(cents)));
  const share = (basisPoints: number | null) => (basisPoints === null ? "" : percentFromBasisPoints(basisPoints));
  const row = (name: string, email: string, figures: InspectionReportFigures) => [
    name,
    email,
    figures.repairOrders,
    figures.inspectedRepairOrders,
    share(figures.inspectedShareBp),
    figures.needsAttentionItems,
    figures.urgentItems,
    money(figures.recommendedCents),
    money(figures.approvedCents),
    share(figures.approvalRateBp),
    money(figures.averageWithInspectionCents),
    figures.invoicedWithInspection,
    money(figures.averageWithoutInspectionCents),
    figures.invoicedWithoutInspection,
  ];
  return {
    header: [
      "Technician",
      "Email",
      "Repair orders",
      "Inspected",
      "Inspected (%)",
      "Needs Attention items",
      "Urgent items",
      `Recommended (${currencySymbol})`,
      `Approved (${currencySymbol})`,
      "Approval rate (%)",
      `Average repair order with inspection (${currencySymbol})`,
      "Invoiced with inspection",
      `Average repair order without inspection (${currencySymbol})`,
      "Invoiced without inspection",
    ],
    rows: [...report.rows.map((entry) => row(entry.technician?.name ?? UNASSIGNED, entry.technician?.email ?? "", entry)), row("Total", "", report.total)],
  };
}
