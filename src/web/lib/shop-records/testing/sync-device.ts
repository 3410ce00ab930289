import { vi } from "vitest";
import {
  customFieldDefinitionSchema,
  storedServiceSchema,
  storedVehicleSchema,
  type CustomFieldDefinition,
  type ServiceRecord,
  type Vehicle,
} from "@/shared/schemas/local-records";
import { sampleServices, sampleVehicles } from "@/web/lib/local-store/sample-data";
import type { CollectionPair } from "../collection-pair";
import { createShopCollection } from "../shop-collection";
import { createShopCopy } from "../shop-copy";
import type { ShopItem } from "../shop-entry";
import { createSyncEngine } from "../sync-engine";
import type { createFakeShopServer } from "./fake-shop-server";
import { createMemoryShopDb } from "./memory-shop-db";

type Server = ReturnType<typeof createFakeShopServer>;
const stamp = <T extends { updatedAt?: string }>(item: T, at: string): T => ({ ...item, updatedAt: at });
const engines: { stop(): void }[] = [];

/** One browser: its IndexedDB (in memory), shop copy, collections, records of its own and sync engine. */
export function device(server: Server, options: { userId?: string; own?: { vehicles?: Vehicle[]; services?: ServiceRecord[] }; images?: Map<string, Blob> } = {}) {
  const storage = createMemoryShopDb();
  const copy = createShopCopy(storage.db);
  const vehicles = createShopCollection<Vehicle>({ collection: "vehicles", key: "vehicles_local_cache", itemSchema: storedVehicleSchema, touch: stamp, host: copy.host });
  const services = createShopCollection<ServiceRecord>({ collection: "services", key: "services_local_cache", itemSchema: storedServiceSchema, touch: stamp, host: copy.host });
  const fields = (collection: "vehicleCustomFields" | "serviceCustomFields") =>
    createShopCollection<CustomFieldDefinition>({ collection, key: `${collection}_local_cache`, itemSchema: customFieldDefinitionSchema, host: copy.host });
  const vehicleFields = fields("vehicleCustomFields");
  const serviceFields = fields("serviceCustomFields");
  for (const collection of [vehicles, services, vehicleFields, serviceFields]) copy.register(collection);
  const ownList = (items: readonly ShopItem[]) => ({ getSnapshot: () => items, readStored: () => [...items], replaceStored: () => undefined });
  const pairs: CollectionPair[] = [
    { collection: "vehicles", local: ownList(options.own?.vehicles ?? []), shop: vehicles, samples: sampleVehicles },
    { collection: "services", local: ownList(options.own?.services ?? []), shop: services, samples: sampleServices },
    { collection: "vehicleCustomFields", local: ownList([]), shop: vehicleFields, samples: () => [] },
    { collection: "serviceCustomFields", local: ownList([]), shop: serviceFields, samples: () => [] },
  ];
  const onShopRecordsOff = vi.fn();
  const engine = createSyncEngine({
    db: storage.db,
    api: server.api,
    copy,
    pairs,
    onShopRecordsOff,
    loadImage: async (reference) => options.images?.get(reference),
  });
  const userId = options.userId ?? "user-1";
  engine.start(userId);
  engines.push(engine);
  const sync = async () => {
    server.signIn(userId);
    await engine.sync();
  };
  return { storage, copy, vehicles, services, engine, sync, onShopRecordsOff };
}

/** Stops every device's engine (after each test). */
export function stopDevices(): void {
  for (const engine of engines.splice(0)) engine.stop();
}

/** A vehicle of the samples' shape with its own id and plate. */
export const car = (id: string, extra: Partial<Vehicle> = {}): Vehicle => ({ ...sampleVehicles()[0]!, id, licensePlate: `P-${id}`, ...extra });
