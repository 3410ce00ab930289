import { SERVICE_STATUSES } from "@/shared/constants/statuses";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { serviceFormSchema, type ServiceFormInput } from "@/shared/schemas/service-form";
import { newServiceId } from "@/web/lib/local-store/local-ids";
import type { ColumnSpec, NumberedRow, SpreadsheetRow } from "./read-spreadsheet";
import { issueMessages, matchChoice, numericText, plateKey, type RowResult } from "./row-result";

/** The service history columns, in template order. `vehicle` is a plate or a VIN. */
export const SERVICE_COLUMNS = [
  "vehicle",
  "serviceDate",
  "type",
  "description",
  "cost",
  "status",
  "mechanic",
] as const;

export const SERVICE_COLUMN_SPEC: ColumnSpec = {
  columns: SERVICE_COLUMNS,
  required: ["vehicle", "serviceDate", "type"],
  aliases: {
    vehicle: ["vehicle plate or vin", "plate or vin", "licensePlate", "plate", "vin"],
    serviceDate: ["date", "service date"],
    type: ["service type", "serviceType"],
  },
};

export const unknownVehicleMessage = (value: string): string => `No vehicle with plate or VIN '${value}'.`;

function columnFor(path: readonly PropertyKey[]): string {
  const key = path.map(String).join(".");
  return key === "vehicleId" ? "vehicle" : key;
}

/** Existing vehicles by plate and by VIN, ignoring case; a plate wins over another car's VIN. */
function vehicleLookup(vehicles: readonly Vehicle[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const vehicle of vehicles) if (vehicle.vin) byKey.set(plateKey(vehicle.vin), vehicle.id);
  for (const vehicle of vehicles) if (vehicle.licensePlate) byKey.set(plateKey(vehicle.licensePlate), vehicle.id);
  return byKey;
}

function toFormInput(cells: SpreadsheetRow, vehicleId: string): ServiceFormInput {
  return {
    vehicleId,
    serviceDate: cells.serviceDate ?? "",
    type: cells.type ?? "",
    description: cells.description ?? "",
    cost: numericText((cells.cost ?? "").replace(/^\$/, "")),
    status: matchChoice(cells.status ?? "", SERVICE_STATUSES) as ServiceFormInput["status"],
    mechanic: cells.mechanic ?? "",
  };
}

/** Validates every row with the service form's schema; the vehicle must already exist. */
export function validateServiceRows(rows: readonly NumberedRow[], vehicles: readonly Vehicle[]): RowResult<ServiceRecord>[] {
  const lookup = vehicleLookup(vehicles);
  const results: RowResult<ServiceRecord>[] = [];
  for (const { rowNumber, cells } of rows) {
    const reference = cells.vehicle ?? "";
    const vehicleId = reference === "" ? undefined : lookup.get(plateKey(reference));
    const parsed = serviceFormSchema.safeParse(toFormInput(cells, vehicleId ?? ""));
    const errors = parsed.success ? [] : issueMessages(parsed.error, columnFor);
    if (reference === "") {
      const index = errors.findIndex((message) => message.startsWith("vehicle: "));
      if (index >= 0) errors.splice(index, 1, "vehicle: Vehicle plate or VIN is required.");
    } else if (vehicleId === undefined) {
      const index = errors.findIndex((message) => message.startsWith("vehicle: "));
      errors.splice(index >= 0 ? index : 0, index >= 0 ? 1 : 0, `vehicle: ${unknownVehicleMessage(reference)}`);
    }
    if (!parsed.success || errors.length > 0) {
      results.push({ rowNumber, ok: false, errors, cells });
      continue;
    }
    results.push({
      rowNumber,
      ok: true,
      cells,
      record: { id: newServiceId(), ...parsed.data, jobCardImageUrl: null },
    });
  }
  return results;
}
