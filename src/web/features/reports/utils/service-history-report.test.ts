import { describe, expect, it } from "vitest";
import { makeService, makeVehicle } from "../testing/report-records";
import { buildServiceHistoryReport, serviceHistoryCsv } from "./service-history-report";

const november = { from: "2026-11-01", to: "2026-11-30" };
const everything = { vehicleId: "", status: "" };
const vehicles = [
  makeVehicle({ id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234" }),
  makeVehicle({ id: "v2", make: "Ford", model: "F-150", licensePlate: "XYZ-5678" }),
];

describe("the service history report", () => {
  it("lists every service in the range, oldest first, with its vehicle and a total", () => {
    const services = [
      makeService({ id: "s2", vehicleId: "v2", serviceDate: "2026-11-30", type: "Brakes", cost: 120, status: "In Progress", mechanic: "Alex Kim" }),
      makeService({ id: "s1", vehicleId: "v1", serviceDate: "2026-11-01", type: "Oil Change", cost: "45.50", mechanic: "Sam Wilson" }),
      makeService({ id: "october", vehicleId: "v1", serviceDate: "2026-10-31", cost: 999 }),
      makeService({ id: "december", vehicleId: "v1", serviceDate: "2026-12-01", cost: 999 }),
    ];
    const report = buildServiceHistoryReport({ services, vehicles, range: november, filters: everything });
    expect(report.rows).toEqual([
      { id: "s1", date: "2026-11-01", vehicle: "Toyota Camry", licensePlate: "ABC-1234", type: "Oil Change", mechanic: "Sam Wilson", status: "Completed", cost: 45.5 },
      { id: "s2", date: "2026-11-30", vehicle: "Ford F-150", licensePlate: "XYZ-5678", type: "Brakes", mechanic: "Alex Kim", status: "In Progress", cost: 120 },
    ]);
    expect(report.totalCost).toBe(165.5);
    expect(report.servicesInRange).toBe(2);
  });

  it("filters by vehicle and by status, the total following the filter", () => {
    const services = [
      makeService({ id: "a", vehicleId: "v1", status: "Completed", cost: 10 }),
      makeService({ id: "b", vehicleId: "v1", status: "Scheduled", cost: 20 }),
      makeService({ id: "c", vehicleId: "v2", status: "Completed", cost: 40 }),
    ];
    const byVehicle = buildServiceHistoryReport({ services, vehicles, range: november, filters: { vehicleId: "v1", status: "" } });
    expect(byVehicle.rows.map((row) => row.id)).toEqual(["a", "b"]);
    expect(byVehicle.totalCost).toBe(30);
    const both = buildServiceHistoryReport({ services, vehicles, range: november, filters: { vehicleId: "v1", status: "Completed" } });
    expect(both.rows.map((row) => row.id)).toEqual(["a"]);
    expect(both.servicesInRange).toBe(3);
  });

  it("names a service whose vehicle is gone Unknown vehicle and still counts its cost", () => {
    const services = [makeService({ id: "orphan", vehicleId: "deleted", cost: 12.25 })];
    const report = buildServiceHistoryReport({ services, vehicles, range: november, filters: everything });
    expect(report.rows[0]).toMatchObject({ vehicle: "Unknown vehicle", licensePlate: "", cost: 12.25 });
    expect(report.totalCost).toBe(12.25);
  });

  it("adds costs in cents, treats a missing cost as 0 and counts undated services apart", () => {
    const services = [
      makeService({ id: "a", cost: 0.1 }),
      makeService({ id: "b", cost: "0.2" }),
      makeService({ id: "c", cost: null }),
      makeService({ id: "d", serviceDate: "not a date" }),
    ];
    const report = buildServiceHistoryReport({ services, vehicles, range: november, filters: everything });
    expect(report.totalCost).toBe(0.3);
    expect(report.rows.find((row) => row.id === "c")?.cost).toBe(0);
    expect(report.undated).toBe(1);
  });

  it("is empty for empty data", () => {
    expect(buildServiceHistoryReport({ services: [], vehicles: [], range: november, filters: everything })).toEqual({
      rows: [],
      servicesInRange: 0,
      totalCost: 0,
      undated: 0,
    });
  });

  it("becomes a CSV table with the currency in the cost header and two decimals", () => {
    const services = [makeService({ id: "s1", vehicleId: "v1", cost: "45.5", mechanic: "=cmd" })];
    const report = buildServiceHistoryReport({ services, vehicles, range: november, filters: everything });
    expect(serviceHistoryCsv(report, "€")).toEqual({
      header: ["Date", "Vehicle", "License Plate", "Service Type", "Mechanic", "Status", "Cost (€)"],
      rows: [["2026-11-10", "Toyota Camry", "ABC-1234", "Oil Change", "=cmd", "Completed", "45.50"]],
    });
  });
});
