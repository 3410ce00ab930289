import { describe, expect, it } from "vitest";
import { makeService } from "../testing/report-records";
import { buildRevenueReport, revenueCsv } from "./revenue-report";

describe("the revenue report", () => {
  it("totals by month across a month boundary, months without services included", () => {
    const services = [
      makeService({ id: "a", serviceDate: "2026-10-31", cost: 100 }),
      makeService({ id: "b", serviceDate: "2026-11-01", cost: "45.50" }),
      makeService({ id: "c", serviceDate: "2027-01-31", cost: 10 }),
      makeService({ id: "outside", serviceDate: "2027-02-01", cost: 1000 }),
    ];
    const report = buildRevenueReport({ services, range: { from: "2026-10-15", to: "2027-01-31" } });
    expect(report.byMonth).toEqual([
      { key: "2026-10", label: "October 2026", services: 1, revenue: 100 },
      { key: "2026-11", label: "November 2026", services: 1, revenue: 45.5 },
      { key: "2026-12", label: "December 2026", services: 0, revenue: 0 },
      { key: "2027-01", label: "January 2027", services: 1, revenue: 10 },
    ]);
    expect(report.total).toBe(155.5);
    expect(report.services).toBe(3);
  });

  it("totals by service type, highest first, spelling differences in case merged", () => {
    const services = [
      makeService({ id: "a", type: "Oil Change", cost: 40 }),
      makeService({ id: "b", type: "oil change ", cost: 45 }),
      makeService({ id: "c", type: "Brakes", cost: 120 }),
      makeService({ id: "d", type: "", cost: 5 }),
    ];
    const report = buildRevenueReport({ services, range: { from: "2026-11-01", to: "2026-11-30" } });
    expect(report.byType.map(({ label, services: count, revenue }) => [label, count, revenue])).toEqual([
      ["Brakes", 1, 120],
      ["Oil Change", 2, 85],
      ["(No service type)", 1, 5],
    ]);
  });

  it("leaves cancelled services out and says how many", () => {
    const services = [
      makeService({ id: "a", cost: 40 }),
      makeService({ id: "b", cost: 400, status: "Cancelled" }),
    ];
    const report = buildRevenueReport({ services, range: { from: "2026-11-01", to: "2026-11-30" } });
    expect(report.total).toBe(40);
    expect(report.cancelledLeftOut).toBe(1);
  });

  it("is zero for empty data, with the range's month still listed", () => {
    const report = buildRevenueReport({ services: [], range: { from: "2026-11-01", to: "2026-11-30" } });
    expect(report).toMatchObject({ byType: [], services: 0, total: 0, undated: 0 });
    expect(report.byMonth).toEqual([{ key: "2026-11", label: "November 2026", services: 0, revenue: 0 }]);
  });

  it("becomes one CSV table with both breakdowns and a total", () => {
    const services = [makeService({ id: "a", type: "Brakes", cost: 120 }), makeService({ id: "b", type: "Oil Change", cost: "45.5" })];
    const report = buildRevenueReport({ services, range: { from: "2026-11-01", to: "2026-11-30" } });
    expect(revenueCsv(report, "$")).toEqual({
      header: ["Breakdown", "Period or Service Type", "Count", "Revenue ($)"],
      rows: [
        ["Month", "November 2026", 2, "165.50"],
        ["Service Type", "Brakes", 1, "120.00"],
        ["Service Type", "Oil Change", 1, "45.50"],
        ["Total", "All services", 2, "165.50"],
      ],
    });
  });

  it("adds what was invoiced and collected in the range, counted in invoices and payments", () => {
    const report = buildRevenueReport({ services: [], range: { from: "2026-11-01", to: "2026-11-30" } });
    const invoices = { from: "2026-11-01", to: "2026-11-30", invoicedCents: 123_456, invoiceCount: 3, collectedCents: 50_005, paymentCount: 2 };
    expect(revenueCsv(report, "$", invoices).rows.slice(-3)).toEqual([
      ["Total", "All services", 0, "0.00"],
      ["Invoices", "Invoiced", 3, "1234.56"],
      ["Payments", "Collected", 2, "500.05"],
    ]);
  });
});
