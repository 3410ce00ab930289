import { describe, expect, it } from "vitest";
import { makeService, makeVehicle } from "../testing/report-records";
import { buildVehicleMaintenanceReport, dueText, vehicleMaintenanceCsv } from "./vehicle-maintenance-report";

const today = "2026-11-20";

describe("the vehicle maintenance report", () => {
  it("lists vehicles due within 30 days or overdue, most overdue first", () => {
    const vehicles = [
      makeVehicle({ id: "soon", make: "Toyota", nextServiceDue: "2026-12-20", mileage: "45200" }),
      makeVehicle({ id: "too-late", nextServiceDue: "2026-12-21" }),
      makeVehicle({ id: "overdue", make: "Honda", model: "Civic", nextServiceDue: "2026-11-15" }),
      makeVehicle({ id: "today", nextServiceDue: "2026-11-20" }),
      makeVehicle({ id: "no-date", nextServiceDue: "" }),
    ];
    const report = buildVehicleMaintenanceReport({ vehicles, services: [], today });
    expect(report.rows.map((row) => [row.vehicleId, row.daysUntilDue, row.overdue, dueText(row)])).toEqual([
      ["overdue", -5, true, "Overdue by 5 days"],
      ["today", 0, false, "Due today"],
      ["soon", 30, false, "Due in 30 days"],
    ]);
    expect(report.rows[2]?.mileage).toBe(45200);
    expect(report).toMatchObject({ overdue: 1, dueSoon: 2, dueBy: "2026-12-20" });
  });

  it("takes the last service from the vehicle or its latest service record, whichever is later", () => {
    const vehicles = [
      makeVehicle({ id: "v1", nextServiceDue: "2026-11-01", lastService: "2026-05-01" }),
      makeVehicle({ id: "v2", nextServiceDue: "2026-11-01", lastService: "2026-09-01" }),
      makeVehicle({ id: "v3", nextServiceDue: "2026-11-01" }),
    ];
    const services = [
      makeService({ id: "a", vehicleId: "v1", serviceDate: "2026-08-10", status: "Completed" }),
      makeService({ id: "b", vehicleId: "v1", serviceDate: "2026-11-30", status: "Scheduled" }),
      makeService({ id: "c", vehicleId: "v1", serviceDate: "2026-10-01", status: "Cancelled" }),
      makeService({ id: "d", vehicleId: "v2", serviceDate: "2026-08-10", status: "Completed" }),
      makeService({ id: "e", vehicleId: "unknown", serviceDate: "2026-11-19", status: "Completed" }),
    ];
    const report = buildVehicleMaintenanceReport({ vehicles, services, today });
    expect(report.rows.map((row) => [row.vehicleId, row.lastService])).toEqual([
      ["v1", "2026-08-10"],
      ["v2", "2026-09-01"],
      ["v3", null],
    ]);
  });

  it("is empty for empty data", () => {
    expect(buildVehicleMaintenanceReport({ vehicles: [], services: [], today })).toEqual({ rows: [], overdue: 0, dueSoon: 0, dueBy: "2026-12-20" });
  });

  it("says one day, not one days", () => {
    expect(dueText({ daysUntilDue: -1 })).toBe("Overdue by 1 day");
    expect(dueText({ daysUntilDue: 1 })).toBe("Due in 1 day");
  });

  it("becomes a CSV table", () => {
    const vehicles = [makeVehicle({ id: "v1", make: "Honda", model: "Civic", licensePlate: "LMN-9012", owner: { name: "David Lee", phone: "555-0103" }, nextServiceDue: "2026-11-15", mileage: 67400 })];
    expect(vehicleMaintenanceCsv(buildVehicleMaintenanceReport({ vehicles, services: [], today }))).toEqual({
      header: ["Vehicle", "License Plate", "Owner", "Owner Phone", "Next Service Due", "Due", "Last Service", "Mileage (miles)"],
      rows: [["Honda Civic", "LMN-9012", "David Lee", "555-0103", "2026-11-15", "Overdue by 5 days", "", 67400]],
    });
  });
});
