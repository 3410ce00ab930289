import { storedServiceSchema, storedVehicleSchema, type ServiceRecord, type Vehicle } from "@/shared/schemas/local-records";

/**
 * Records as the local store hands them over: read through the stored schemas, so a cost given
 * as "45.50" arrives as 45.5 just as it does from an older browser's data.
 */
export function makeVehicle(fields: Record<string, unknown> & { id: string }): Vehicle {
  return storedVehicleSchema.parse({ make: "Toyota", model: "Camry", year: 2019, licensePlate: `P-${fields.id}`, owner: { name: "Ann Owner" }, ...fields });
}

export function makeService(fields: Record<string, unknown> & { id: string }): ServiceRecord {
  return storedServiceSchema.parse({ vehicleId: "v1", serviceDate: "2026-11-10", type: "Oil Change", cost: 50, status: "Completed", ...fields });
}
