import type { Vehicle } from "@/shared/schemas/local-records";
import type { VehicleFormInput, VehicleFormValues } from "@/shared/schemas/vehicle-form";
import { VEHICLE_STATUSES, type VehicleStatus } from "@/shared/constants/statuses";

export const EMPTY_VEHICLE_FORM: VehicleFormInput = {
  make: "",
  model: "",
  year: "",
  licensePlate: "",
  vin: "",
  owner: { name: "", phone: "", email: "" },
  status: "active",
  mileage: "",
  lastService: "",
  nextServiceDue: "",
  notes: "",
  customFields: {},
};

function isVehicleStatus(status: string): status is VehicleStatus {
  return (VEHICLE_STATUSES as readonly string[]).includes(status);
}

/** A stored vehicle as the text the form edits. */
export function toVehicleFormInput(vehicle: Vehicle): VehicleFormInput {
  return {
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year === null ? "" : String(vehicle.year),
    licensePlate: vehicle.licensePlate,
    vin: vehicle.vin,
    owner: { ...vehicle.owner },
    status: isVehicleStatus(vehicle.status) ? vehicle.status : "active",
    mileage: vehicle.mileage === null ? "" : String(vehicle.mileage),
    lastService: vehicle.lastService,
    nextServiceDue: vehicle.nextServiceDue,
    notes: vehicle.notes,
    customFields: { ...vehicle.customFields },
  };
}

/** The validated form as a stored vehicle. Values of removed custom fields are kept. */
export function toVehicle(id: string, values: VehicleFormValues, previous?: Vehicle): Vehicle {
  return {
    id,
    make: values.make,
    model: values.model,
    year: values.year,
    licensePlate: values.licensePlate,
    vin: values.vin,
    owner: values.owner,
    status: values.status,
    mileage: values.mileage,
    lastService: values.lastService,
    nextServiceDue: values.nextServiceDue,
    notes: values.notes,
    customFields: { ...previous?.customFields, ...values.customFields },
  };
}
