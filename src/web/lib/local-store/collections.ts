import { toast } from "sonner";
import {
  customFieldDefinitionSchema,
  storedServiceSchema,
  storedVehicleSchema,
  type CustomFieldDefinition,
  type ServiceRecord,
  type Vehicle,
} from "@/shared/schemas/local-records";
import type { CollectionPair } from "@/web/lib/shop-records/collection-pair";
import { createShopCollection } from "@/web/lib/shop-records/shop-collection";
import { shopCopy } from "@/web/lib/shop-records/shop-copy";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { createLocalCollection, type CorruptionNotice } from "./local-collection";
import { createModeCollection } from "./mode-collection";
import { sampleServices, sampleVehicles } from "./sample-data";

/** Broken stored data: the app still opens, the raw value is kept, and the user is told once. */
function tellAboutCorruption({ keptAs }: CorruptionNotice): void {
  toast.warning("Some saved data could not be read", {
    description: `It was kept aside in this browser under "${keptAs}" and the rest of your data is intact.`,
    duration: 7000,
  });
}

const stampSave = <T extends { updatedAt?: string }>(item: T, at: string): T => ({ ...item, updatedAt: at });

/** The four browser-kept lists, under their exact established keys. */
const localVehicles = createLocalCollection<Vehicle>({
  key: "vehicles_local_cache",
  itemSchema: storedVehicleSchema,
  legacyKeys: ["vehicles"],
  seed: sampleVehicles,
  onCorruption: tellAboutCorruption,
  touch: stampSave,
});

const localServices = createLocalCollection<ServiceRecord>({
  key: "services_local_cache",
  itemSchema: storedServiceSchema,
  legacyKeys: ["services"],
  seed: sampleServices,
  onCorruption: tellAboutCorruption,
  touch: stampSave,
});

const localVehicleCustomFields = createLocalCollection<CustomFieldDefinition>({
  key: "vehicleCustomFields_local_cache",
  itemSchema: customFieldDefinitionSchema,
  onCorruption: tellAboutCorruption,
});

const localServiceCustomFields = createLocalCollection<CustomFieldDefinition>({
  key: "serviceCustomFields_local_cache",
  itemSchema: customFieldDefinitionSchema,
  legacyKeys: ["serviceCustomFields"],
  onCorruption: tellAboutCorruption,
});

/** The same four lists as the shop shares them (read only while sharing is on). */
const shopVehicles = createShopCollection<Vehicle>({
  collection: "vehicles",
  key: localVehicles.key,
  itemSchema: storedVehicleSchema,
  touch: stampSave,
  host: shopCopy.host,
});
const shopServices = createShopCollection<ServiceRecord>({
  collection: "services",
  key: localServices.key,
  itemSchema: storedServiceSchema,
  touch: stampSave,
  host: shopCopy.host,
});
const shopVehicleCustomFields = createShopCollection<CustomFieldDefinition>({
  collection: "vehicleCustomFields",
  key: localVehicleCustomFields.key,
  itemSchema: customFieldDefinitionSchema,
  host: shopCopy.host,
});
const shopServiceCustomFields = createShopCollection<CustomFieldDefinition>({
  collection: "serviceCustomFields",
  key: localServiceCustomFields.key,
  itemSchema: customFieldDefinitionSchema,
  host: shopCopy.host,
});
for (const collection of [shopVehicles, shopServices, shopVehicleCustomFields, shopServiceCustomFields]) shopCopy.register(collection);

/** Each list pages use: this browser's own while sharing is off, the shop's while it is on. */
export const vehiclesStore = createModeCollection(localVehicles, shopVehicles, shopMode);
export const servicesStore = createModeCollection(localServices, shopServices, shopMode);
export const vehicleCustomFieldsStore = createModeCollection(localVehicleCustomFields, shopVehicleCustomFields, shopMode);
export const serviceCustomFieldsStore = createModeCollection(localServiceCustomFields, shopServiceCustomFields, shopMode);

/** Each list in both homes, for turning sharing on and off (see the shop records module). */
export const collectionPairs: readonly CollectionPair[] = [
  { collection: "vehicles", local: localVehicles, shop: shopVehicles, samples: sampleVehicles },
  { collection: "services", local: localServices, shop: shopServices, samples: sampleServices },
  { collection: "vehicleCustomFields", local: localVehicleCustomFields, shop: shopVehicleCustomFields, samples: () => [] },
  { collection: "serviceCustomFields", local: localServiceCustomFields, shop: shopServiceCustomFields, samples: () => [] },
];

/** Every browser-kept list, in the order a backup holds them. */
export const localCollections = [vehiclesStore, vehicleCustomFieldsStore, servicesStore, serviceCustomFieldsStore] as const;

/** Makes every list re-read its key: after localStorage was changed without the stores. */
export function reloadLocalCollections(): void {
  for (const store of localCollections) {
    store.invalidate();
  }
}
