import { describe, expect, it } from "vitest";
import { makeService, makeVehicle } from "../testing/report-records";
import { buildCustomerReport, customerCsv } from "./customer-report";

const november = { from: "2026-11-01", to: "2026-11-30" };
const today = "2026-11-20";

describe("the customer report", () => {
  it("gives each owner their vehicles, services in the range, spend and last visit", () => {
    const vehicles = [
      makeVehicle({ id: "v1", owner: { name: "John Smith", phone: "555-0101", email: "john@example.com" } }),
      makeVehicle({ id: "v2", owner: { name: "john  smith " } }),
      makeVehicle({ id: "v3", owner: { name: "Maria Garcia", phone: "555-0102" } }),
      makeVehicle({ id: "v4", owner: { name: "Nobody Serviced" } }),
    ];
    const services = [
      makeService({ id: "a", vehicleId: "v1", serviceDate: "2026-11-02", cost: "45.50" }),
      makeService({ id: "b", vehicleId: "v2", serviceDate: "2026-11-15", cost: 100 }),
      makeService({ id: "c", vehicleId: "v3", serviceDate: "2026-11-01", cost: 20 }),
      makeService({ id: "october", vehicleId: "v3", serviceDate: "2026-10-31", cost: 500 }),
    ];
    expect(buildCustomerReport({ services, vehicles, range: november, today }).rows).toEqual([
      { key: "john smith", name: "John Smith", phone: "555-0101", email: "john@example.com", vehicles: 2, services: 2, totalSpend: 145.5, lastVisit: "2026-11-15" },
      { key: "maria garcia", name: "Maria Garcia", phone: "555-0102", email: "", vehicles: 1, services: 1, totalSpend: 20, lastVisit: "2026-11-01" },
    ]);
  });

  it("does not count a visit scheduled after today, nor a cancelled service", () => {
    const vehicles = [makeVehicle({ id: "v1" })];
    const services = [
      makeService({ id: "future", serviceDate: "2026-11-25", status: "Scheduled", cost: 30 }),
      makeService({ id: "cancelled", serviceDate: "2026-11-10", status: "Cancelled", cost: 300 }),
    ];
    expect(buildCustomerReport({ services, vehicles, range: november, today }).rows).toEqual([
      expect.objectContaining({ services: 1, totalSpend: 30, lastVisit: null }),
    ]);
  });

  it("counts services of unknown vehicles apart instead of inventing an owner", () => {
    const report = buildCustomerReport({ services: [makeService({ id: "x", vehicleId: "gone" })], vehicles: [], range: november, today });
    expect(report.rows).toEqual([]);
    expect(report.unknownVehicleServices).toBe(1);
  });

  it("is empty for empty data", () => {
    expect(buildCustomerReport({ services: [], vehicles: [], range: november, today })).toEqual({ rows: [], unknownVehicleServices: 0, undated: 0 });
  });

  it("becomes a CSV table", () => {
    const vehicles = [makeVehicle({ id: "v1", owner: { name: "+Ann", phone: "555", email: "a@b.c" } })];
    const report = buildCustomerReport({ services: [makeService({ id: "a", cost: 9.5 })], vehicles, range: november, today });
    expect(customerCsv(report, "£")).toEqual({
      header: ["Owner", "Phone", "Email", "Vehicles", "Services", "Total Spend (£)", "Last Visit"],
      rows: [["+Ann", "555", "a@b.c", 1, 1, "9.50", "2026-11-10"]],
    });
  });
});
