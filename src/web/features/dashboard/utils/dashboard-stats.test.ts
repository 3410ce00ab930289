import { describe, expect, it } from "vitest";
import { storedServiceSchema, storedVehicleSchema } from "@/shared/schemas/local-records";
import { dashboardStats } from "./dashboard-stats";

const vehicle = (id: string) => storedVehicleSchema.parse({ id, make: "Honda", model: "Civic" });
const service = (fields: Record<string, unknown>) => storedServiceSchema.parse({ id: "s", vehicleId: "v1", ...fields });

// 10 March 2025, mid-morning in the browser's own time zone.
const now = new Date(2025, 2, 10, 10, 30);

describe("dashboardStats", () => {
  it("counts every vehicle and only the services In Progress", () => {
    const stats = dashboardStats(
      [vehicle("v1"), vehicle("v2"), vehicle("v3")],
      [service({ status: "In Progress" }), service({ status: "in progress" }), service({ status: "Scheduled" }), service({ status: "In Progress" })],
      now,
    );
    expect(stats.totalVehicles).toBe(3);
    expect(stats.activeServices).toBe(2);
  });

  it("sums the cost of services dated this calendar month only, in cents", () => {
    const stats = dashboardStats(
      [],
      [
        service({ serviceDate: "2025-03-01", cost: 0.1 }),
        service({ serviceDate: "2025-03-31", cost: "0.2" }),
        service({ serviceDate: "2025-03-10", cost: 100, status: "Cancelled" }),
        service({ serviceDate: "2025-03-15" }),
        // Last month and the same month a year ago do not count.
        service({ serviceDate: "2025-02-28", cost: 500 }),
        service({ serviceDate: "2024-03-10", cost: 700 }),
        service({ serviceDate: "", cost: 900 }),
        service({ serviceDate: "not a date", cost: 900 }),
      ],
      now,
    );
    expect(stats.revenueThisMonth).toBe(100.3);
  });

  it("reads a service date held as a full timestamp as the browser's calendar day", () => {
    const inMarch = new Date(2025, 2, 1, 0, 30).toISOString();
    const inFebruary = new Date(2025, 1, 28, 23, 30).toISOString();
    const stats = dashboardStats([], [service({ serviceDate: inMarch, cost: 10 }), service({ serviceDate: inFebruary, cost: 20 })], now);
    expect(stats.revenueThisMonth).toBe(10);
  });

  it("leaves out the dates the reports cannot read either: another format, an impossible day", () => {
    const stats = dashboardStats(
      [],
      [service({ serviceDate: "03/10/2025", cost: 5 }), service({ serviceDate: "2025-03-32", cost: 7 }), service({ serviceDate: "2025-03-09", cost: 1 })],
      now,
    );
    expect(stats.revenueThisMonth).toBe(1);
  });

  it("is all zero for an empty browser", () => {
    expect(dashboardStats([], [], now)).toEqual({ totalVehicles: 0, activeServices: 0, revenueThisMonth: 0 });
  });
});
