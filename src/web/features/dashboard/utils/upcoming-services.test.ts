import { describe, expect, it } from "vitest";
import { storedServiceSchema, storedVehicleSchema } from "@/shared/schemas/local-records";
import { upcomingServices } from "./upcoming-services";

const now = new Date(2025, 2, 10, 10, 30);

const camry = storedVehicleSchema.parse({ id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234", nextServiceDue: "2025-06-01" });
const service = (id: string, serviceDate: string, status = "Scheduled") =>
  storedServiceSchema.parse({ id, vehicleId: "v1", type: `Type ${id}`, serviceDate, status });
const dueVehicle = (id: string, nextServiceDue: string) =>
  storedVehicleSchema.parse({ id, make: "Ford", model: "F-150", licensePlate: `P-${id}`, nextServiceDue });

describe("upcomingServices", () => {
  it("lists Scheduled services from today on and vehicles due within 30 days or overdue, soonest first", () => {
    const items = upcomingServices(
      [camry, dueVehicle("soon", "2025-03-20"), dueVehicle("overdue", "2025-02-01"), dueVehicle("edge", "2025-04-09"), dueVehicle("later", "2025-04-10"), dueVehicle("none", "")],
      [
        service("today", "2025-03-10"),
        service("next-week", "2025-03-17"),
        service("yesterday", "2025-03-09"),
        service("busy", "2025-03-12", "In Progress"),
        service("undated", ""),
      ],
      now,
    );
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual([
      "vehicle:overdue",
      "service:today",
      "service:next-week",
      "vehicle:soon",
      "vehicle:edge",
    ]);
  });

  it("names each item and links it to its record", () => {
    const [due, scheduled] = upcomingServices([camry, dueVehicle("v2", "2025-03-01")], [service("s1", "2025-03-11")], now);
    expect(due).toEqual({ kind: "vehicle", id: "v2", date: "2025-03-01", vehicle: "Ford F-150 (P-v2)", overdue: true, href: "/vehicles/v2" });
    expect(scheduled).toEqual({
      kind: "service",
      id: "s1",
      date: "2025-03-11",
      type: "Type s1",
      vehicle: "Toyota Camry (ABC-1234)",
      href: "/services/s1",
    });
  });

  it("is empty when nothing is scheduled or due", () => {
    expect(upcomingServices([camry], [service("done", "2025-03-20", "Completed")], now)).toEqual([]);
  });
});
