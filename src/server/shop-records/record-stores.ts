import { storedServiceSchema, storedVehicleSchema, customFieldDefinitionSchema } from "../../shared/schemas/local-records";
import type { ShopCollection } from "../../shared/schemas/shop-sync";
import { shopServiceCustomFields, shopServices, shopVehicleCustomFields, shopVehicles } from "../db/schema";
import { customFieldColumns, customFieldFromColumns } from "./custom-field-columns";
import { createRecordStore, type RecordStore } from "./record-store";
import { serviceColumns, serviceFromColumns } from "./service-columns";
import { vehicleColumns, vehicleFromColumns } from "./vehicle-columns";

/** Each collection's table, seen as records. */
export const RECORD_STORES: Record<ShopCollection, RecordStore> = {
  vehicles: createRecordStore({ table: shopVehicles, schema: storedVehicleSchema, toColumns: vehicleColumns, fromColumns: vehicleFromColumns }),
  services: createRecordStore({ table: shopServices, schema: storedServiceSchema, toColumns: serviceColumns, fromColumns: serviceFromColumns }),
  vehicleCustomFields: createRecordStore({
    table: shopVehicleCustomFields,
    schema: customFieldDefinitionSchema,
    toColumns: customFieldColumns,
    fromColumns: customFieldFromColumns,
  }),
  serviceCustomFields: createRecordStore({
    table: shopServiceCustomFields,
    schema: customFieldDefinitionSchema,
    toColumns: customFieldColumns,
    fromColumns: customFieldFromColumns,
  }),
};
