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

/** Broken stored data: the app still opens, the raw value is kept, and the user is told once. */
function tellAboutCorruption({ keptAs }: CorruptionNotice): void {
  toast.warning("Some saved data could not be read", {
    description: `It was kept aside in this browser under "${keptAs}" and the rest of your data is intact.`,
    duration: 7000,
  });
}

/** The four browser-kept lists, under their exact established keys. */
export const vehiclesStore = createLocalCollection<Vehicle>({
  key: "vehicles_local_cache",
  itemSchema: storedVehicleSchema,
  legacyKeys: ["vehicles"],
  seed: sampleVehicles,
  onCorruption: tellAboutCorruption,
  touch: (vehicle, at) => ({ ...vehicle, updatedAt: at }),
});

export const servicesStore = createLocalCollection<ServiceRecord>({
  key: "services_local_cache",
  itemSchema: storedServiceSchema,
  legacyKeys: ["services"],
  seed: sampleServices,
  onCorruption: tellAboutCorruption,
  touch: (service, at) => ({ ...service, updatedAt: at }),
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

/** Every browser-kept list, in the order a backup holds them. */
export const localCollections = [vehiclesStore, vehicleCustomFieldsStore, servicesStore, serviceCustomFieldsStore] as const;

/** Makes every list re-read its key: after localStorage was changed without the stores. */
export function reloadLocalCollections(): void {
  for (const store of localCollections) {
    store.invalidate();
  }
}
