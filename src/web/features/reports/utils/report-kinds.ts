/** The Reports centre's reports, in the order their cards appear. */
export const REPORT_KINDS = [
  {
    id: "service-history",
    title: "Service History Report",
    description: "Every service in the date range with its vehicle, mechanic, status and cost.",
  },
  {
    id: "revenue",
    title: "Revenue Report",
    description: "Revenue in the date range by month and by service type.",
  },
  {
    id: "customers",
    title: "Customer Report",
    description: "Per owner: vehicles, services in the date range, total spend and last visit.",
  },
  {
    id: "vehicle-maintenance",
    title: "Vehicle Maintenance Report",
    description: "Vehicles whose next service is due within 30 days or overdue.",
  },
  {
    id: "receivables",
    title: "Receivables Report",
    description: "What customers still owe on finalized invoices, by age: current, 1-30, 31-60, 61-90 and over 90 days.",
  },
  {
    id: "technician-hours",
    title: "Technician Hours Report",
    description: "Per technician in the date range: hours clocked, labor hours billed on finalized invoices, and efficiency.",
  },
  {
    id: "inspections",
    title: "Inspection Report",
    description: "Per technician for repair orders opened in the date range: inspections completed, findings, recommended and approved value, approval rate and average repair order.",
  },
] as const;

export type ReportKind = (typeof REPORT_KINDS)[number];
export type ReportId = ReportKind["id"];

export function findReportKind(id: string | null): ReportKind | undefined {
  return REPORT_KINDS.find((kind) => kind.id === id);
}
