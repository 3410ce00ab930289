import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import type { ShopCollection } from "@/shared/schemas/shop-sync";

/** The words the record's forms use for each field, so a notice names the field a person knows. */
const LABELS: Record<ShopCollection, Record<string, string>> = {
  vehicles: {
    make: "Make",
    model: "Model",
    year: "Year",
    licensePlate: "License Plate",
    vin: "VIN",
    "owner.name": "Owner Name",
    "owner.phone": "Owner Phone",
    "owner.email": "Owner Email",
    status: "Status",
    mileage: "Mileage",
    lastService: "Last Service",
    nextServiceDue: "Next Service Due",
    notes: "Notes",
  },
  services: {
    vehicleId: "Vehicle",
    serviceDate: "Date",
    type: "Service Type",
    description: "Description",
    cost: "Cost",
    status: "Status",
    mechanic: "Mechanic",
    parts: "Parts Used",
    jobCardImageUrl: "Job Card Image",
  },
  vehicleCustomFields: { label: "Label", type: "Type" },
  serviceCustomFields: { label: "Label", type: "Type" },
};

/** A field path (`owner.phone`, `customFields.<id>`) as its label; a custom field by its own label. */
export function conflictFieldLabel(collection: ShopCollection, field: string, customFields: readonly CustomFieldDefinition[] = []): string {
  if (field.startsWith("customFields.")) {
    const id = field.slice("customFields.".length);
    return customFields.find((definition) => definition.id === id)?.label ?? "A custom field";
  }
  return LABELS[collection][field] ?? field;
}
