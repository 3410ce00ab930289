import type { InspectionReport } from "@/shared/schemas/inspection-report";

/**
 * A server answer for November: Blake's 3 repair orders, 1 inspected (33.33%), its 3 findings
 * recommending 280.00 of which 200.00 approved (71.43%); "=Casey" (a name a spreadsheet would run)
 * with 2 repair orders, 1 inspected, nothing found; one unassigned repair order. Total 6, 2
 * inspected = 33.33%; average with an inspection (204.13 + 100.00) / 2 = 152.065 -> 152.07.
 */
export const inspectionReport: InspectionReport = {
  from: "2026-11-01",
  to: "2026-11-30",
  technicianId: null,
  rows: [
    {
      technicianId: "tech-blake",
      technician: { name: "Blake Bay", email: "blake@shop.test" },
      repairOrders: 3,
      inspectedRepairOrders: 1,
      inspectedShareBp: 3_333,
      needsAttentionItems: 1,
      urgentItems: 2,
      recommendedCents: 28_000,
      approvedCents: 20_000,
      approvalRateBp: 7_143,
      averageWithInspectionCents: 20_413,
      invoicedWithInspection: 1,
      averageWithoutInspectionCents: 6_000,
      invoicedWithoutInspection: 1,
    },
    {
      technicianId: "tech-casey",
      technician: { name: "=Casey", email: "casey@shop.test" },
      repairOrders: 2,
      inspectedRepairOrders: 1,
      inspectedShareBp: 5_000,
      needsAttentionItems: 0,
      urgentItems: 0,
      recommendedCents: 0,
      approvedCents: 0,
      approvalRateBp: null,
      averageWithInspectionCents: 10_000,
      invoicedWithInspection: 1,
      averageWithoutInspectionCents: null,
      invoicedWithoutInspection: 0,
    },
    {
      technicianId: null,
      technician: null,
      repairOrders: 1,
      inspectedRepairOrders: 0,
      inspectedShareBp: 0,
      needsAttentionItems: 0,
      urgentItems: 0,
      recommendedCents: 0,
      approvedCents: 0,
      approvalRateBp: null,
      averageWithInspectionCents: null,
      invoicedWithInspection: 0,
      averageWithoutInspectionCents: null,
      invoicedWithoutInspection: 0,
    },
  ],
  total: {
    repairOrders: 6,
    inspectedRepairOrders: 2,
    inspectedShareBp: 3_333,
    needsAttentionItems: 1,
    urgentItems: 2,
    recommendedCents: 28_000,
    approvedCents: 20_000,
    approvalRateBp: 7_143,
    averageWithInspectionCents: 15_207,
    invoicedWithInspection: 2,
    averageWithoutInspectionCents: 6_000,
    invoicedWithoutInspection: 1,
  },
};
