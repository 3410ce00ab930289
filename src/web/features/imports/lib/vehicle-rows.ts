import { VEHICLE_STATUSES } from "@/shared/constants/statuses";
import type { Vehicle } from "@/shared/schemas/local-records";
import { vehicleFormSchema, type VehicleFormInput } from "@/shared/schemas/vehicle-form";
import { newVehicleId } from "@/web/lib/local-store/local-ids";
import type { ColumnSpec, NumberedRow, SpreadsheetRow } from "./read-spreadsheet";
import { issueMessages, matchChoice, numericText, plateKey, type RowResult } from "./row-result";

/** The bulk upload columns, in template order. */
export const VEHICLE_COLUMNS = [
  "make",
  "model",
  "year",
  "vin",
  "licensePlate",
  "owner_name",
  "owner_email",
  "owner_phone",
  "status",
  "mileage",
  "notes",
] as const;

export const VEHICLE_COLUMN_SPEC: ColumnSpec = {
  columns: VEHICLE_COLUMNS,
  required: ["make", "model", "year", "licensePlate", "owner_name"],
  aliases: { licensePlate: ["plate", "license plate", "license_plate"] },
};

export const DUPLICATE_PLATE_MESSAGE = "License plate already exists.";

const COLUMN_FOR_FIELD: Record<string, string> = {
  "owner.name": "owner_name",
  "owner.email": "owner_email",
  "owner.phone": "owner_phone",
};

function columnFor(path: readonly PropertyKey[]): string {
  const key = path.map(String).join(".");
  return COLUMN_FOR_FIELD[key] ?? key;
}

function toFormInput(cells: SpreadsheetRow): VehicleFormInput {
  return {
    make: cells.make ?? "",
    model: cells.model ?? "",
    year: numericText(cells.year ?? ""),
    licensePlate: cells.licensePlate ?? "",
    vin: cells.vin ?? "",
    owner: { name: cells.owner_name ?? "", email: cells.owner_email ?? "", phone: cells.owner_phone ?? "" },
    status: matchChoice(cells.status ?? "", VEHICLE_STATUSES) as VehicleFormInput["status"],
    mileage: numericText(cells.mileage ?? ""),
    notes: cells.notes ?? "",
  };
}

/**
 * Validates every row with the vehicle form's schema. A plate already on an existing vehicle,
 * or on an earlier valid row of the file, is a row error (compared trimmed, ignoring case).
 */
export function validateVehicleRows(rows: readonly NumberedRow[], existing: readonly Vehicle[]): RowResult<Vehicle>[] {
  const plates = new Set<string>();
  for (const vehicle of existing) if (vehicle.licensePlate) plates.add(plateKey(vehicle.licensePlate));

  const results: RowResult<Vehicle>[] = [];
  for (const { rowNumber, cells } of rows) {
    const parsed = vehicleFormSchema.safeParse(toFormInput(cells));
    const plate = plateKey(cells.licensePlate ?? "");
    const duplicate = plate !== "" && plates.has(plate);
    if (!parsed.success || duplicate) {
      const errors = parsed.success ? [] : issueMessages(parsed.error, columnFor);
      if (duplicate) errors.push(`licensePlate: ${DUPLICATE_PLATE_MESSAGE}`);
      results.push({ rowNumber, ok: false, errors, cells });
      continue;
    }
    plates.add(plate);
    results.push({ rowNumber, ok: true, cells, record: { id: newVehicleId(), ...parsed.data } });
  }
  return results;
}
