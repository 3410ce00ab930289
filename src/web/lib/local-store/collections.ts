import { toast } from "sonner";
import {
  customFieldDefinitionSchema,
  storedServiceSchema,
  storedVehicleSchema,
  type CustomFieldDefinition,
  type ServiceRecord,
  type Vehicle,
} from "@/shared/schemas/local-records";
import { createLocalCollection, type CorruptionNotice } from "./local-collection";
import { sampleServices, sampleVehicles } from "./sample-data";

/** DESIGN.md 5: the app still opens, the raw value is kept, and the user is told once. */
function tellAboutCorruption({ keptAs }: CorruptionNotice): void {
  toast.warning("Some saved data could not be read", {
    description: `It was kept aside in this browser under "${keptAs}" and the rest of your data is intact.`,
    duration: 7000,
  });
}

/** The four browser-kept lists of SPEC.md 3, under their exact keys. */
export const vehiclesStore = createLocalCollection<Vehicle>({
  key: "vehicles_local_cache",
  itemSchema: storedVehicleSchema,
  legacyKeys: ["vehicles"],
  seed: sampleVehicles,
  onCorruption: tellAboutCorruption,
});

export const servicesStore = createLocalCollection<ServiceRecord>({
  key: "services_local_cache",
  itemSchema: storedServiceSchema,
  legacyKeys: ["services"],
  seed: sampleServices,
  onCorruption: tellAboutCorruption,
});

export const vehicleCustomFieldsStore = createLocalCollection<CustomFieldDefinition>({
  key: "vehicleCustomFields_local_cache",
  itemSchema: customFieldDefinitionSchema,
  onCorruption: tellAboutCorruption,
});

export const serviceCustomFieldsStore = createLocalCollection<CustomFieldDefinition>({
  key: "serviceCustomFields_local_cache",
  itemSchema: customFieldDefinitionSchema,
  legacyKeys: ["serviceCustomFields"],
  onCorruption: tellAboutCorruption,
});

/** Makes every list re-read its key: after localStorage was changed without the stores. */
export function reloadLocalCollections(): void {
  for (const store of [vehiclesStore, servicesStore, vehicleCustomFieldsStore, serviceCustomFieldsStore]) {
    store.invalidate();
  }
}
