import { z } from "zod";
import { isJobCardImageType } from "@/shared/constants/job-card-images";
import { appNameSchema, logoDataUrlSchema } from "@/shared/schemas/branding-settings";
import { currencyCodeSchema, currencySymbolSchema } from "@/shared/schemas/currency-settings";
import type { CustomerExport } from "@/shared/schemas/customers";
import {
  clearJobCardImages,
  indexedDbJobCardImages,
  isJobCardImageReference,
  restoreJobCardImage,
} from "@/web/lib/job-card-images";
import { LOCAL_SETTING_KEYS, readLocal, writeLocalSettings, type LocalSettingKey } from "@/web/lib/local-settings";
import { clearShopRecordsDevice } from "@/web/lib/shop-records/clear-shop-records-device";
import { localCollections, reloadLocalCollections, servicesStore } from "./collections";
import { blobToDataUrl, dataUrlMimeType, dataUrlToBlob, isBase64DataUrl } from "./blob-encoding";
import { StorageFullError } from "./local-collection";

/**
 * Export Data (JSON) and its import: everything this browser keeps for the app
 * in one file. Records travel exactly as stored, so export, clear and import give back the very
 * same stored values; a file is checked whole before anything is written.
 */
export const BACKUP_FORMAT = "autoserv-local-data";
export const BACKUP_VERSION = 1;

export interface LocalBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO time of the export. */
  exportedAt: string;
  /** Each local list under its localStorage key, as stored. */
  records: Record<string, unknown[]>;
  /** The local settings that were set; a key left out is at its default. */
  settings: Partial<Record<LocalSettingKey, string>>;
  /** Job card images (IndexedDB) as data URLs, under the reference their service holds. */
  jobCardImages: Record<string, string>;
  /**
   * The shop's customers with their vehicles, as the server holds them: in an Admin's export only.
   * They live on the server, so importing a file leaves them out.
   */
  customers?: CustomerExport["customers"];
}

/** Where job card images are read from and put back; tests use memory (jsdom has no IndexedDB). */
export interface BackupImageStore {
  load(reference: string): Promise<Blob | undefined>;
  restore(reference: string, image: Blob): Promise<void>;
  clear(): Promise<void>;
}

export const indexedDbBackupImages: BackupImageStore = {
  load: (reference) => indexedDbJobCardImages.load(reference),
  restore: restoreJobCardImage,
  clear: clearJobCardImages,
};

/** What each list is called in messages, by its key. */
const RECORD_NAMES: Record<string, { one: string; many: string }> = {
  vehicles_local_cache: { one: "Vehicle", many: "vehicles" },
  vehicleCustomFields_local_cache: { one: "Vehicle custom field", many: "vehicle custom fields" },
  services_local_cache: { one: "Service", many: "services" },
  serviceCustomFields_local_cache: { one: "Service custom field", many: "service custom fields" },
};

const SETTING_SCHEMAS: Record<LocalSettingKey, z.ZodType<string, string>> = {
  appName: appNameSchema,
  appLogoUrl: logoDataUrlSchema,
  currencySymbol: currencySymbolSchema,
  currencyCode: currencyCodeSchema,
  sidebarCollapsed: z.enum(["true", "false"], { message: 'Must be "true" or "false".' }),
  shopRecordsHintDismissed: z.enum(["true", "false"], { message: 'Must be "true" or "false".' }),
};

const envelopeSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true, message: "The export date is missing or not a date." }),
  records: z.object(
    Object.fromEntries(localCollections.map((store) => [store.key, z.array(z.unknown(), { message: "Must be a list." })])),
    { message: "The records are missing." },
  ),
  settings: z.record(z.string(), z.unknown(), { message: "The settings are missing." }).default({}),
  jobCardImages: z.record(z.string(), z.string(), { message: "The job card images are not readable." }).default({}),
});

function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

function referenceOf(item: unknown): string | null {
  const url = (item as { jobCardImageUrl?: unknown } | null)?.jobCardImageUrl;
  return typeof url === "string" && isJobCardImageReference(url) ? url : null;
}

/** Everything kept locally, as one backup. Images that cannot be read are counted, not fatal. */
export async function createLocalBackup(
  images: BackupImageStore = indexedDbBackupImages,
  now: Date = new Date(),
): Promise<{ backup: LocalBackup; missingImages: number }> {
  const records = Object.fromEntries(localCollections.map((store) => [store.key, store.readStored()]));
  const settings: Partial<Record<LocalSettingKey, string>> = {};
  for (const key of LOCAL_SETTING_KEYS) {
    const value = readLocal(key);
    if (value !== null) settings[key] = value;
  }
  const references = new Set((records[servicesStore.key] ?? []).map(referenceOf).filter((url) => url !== null));
  const jobCardImages: Record<string, string> = {};
  let missingImages = 0;
  for (const reference of references) {
    const image = await images.load(reference).catch(() => undefined);
    if (image) jobCardImages[reference] = await blobToDataUrl(image);
    else missingImages += 1;
  }
  const backup: LocalBackup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    records,
    settings,
    jobCardImages,
  };
  return { backup, missingImages };
}

/** autoserv-data-2025-06-30.json, dated in the user's own time zone. */
export function backupFileName(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `autoserv-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export type BackupReadResult = { ok: true; backup: LocalBackup } | { ok: false; reason: string };

function checkRecords(key: string, items: unknown[]): string | null {
  const store = localCollections.find((candidate) => candidate.key === key)!;
  const names = RECORD_NAMES[key] ?? { one: "Record", many: "records" };
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const result = store.itemSchema.safeParse(item);
    if (!result.success) {
      return `${names.one} ${index + 1} in the file is damaged (${describeIssue(result.error.issues[0]!)}).`;
    }
    const id = (result.data as { id: string }).id;
    if (seen.has(id)) return `Two ${names.many} in the file share the id "${id}".`;
    seen.add(id);
  }
  return null;
}

/**
 * Reads an export file's text and checks all of it: format, version, every record against the
 * shared schemas, every setting and image. Says why when the file cannot be used.
 */
export function readLocalBackup(text: string): BackupReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, reason: "The file is not valid JSON; it may be damaged or not an export." };
  }
  const head = data as { format?: unknown; version?: unknown } | null;
  if (typeof head !== "object" || head === null || Array.isArray(head) || head.format !== BACKUP_FORMAT) {
    return { ok: false, reason: "The file is not an AutoServ data export. Choose a file made with Export Data (JSON)." };
  }
  if (head.version !== BACKUP_VERSION) {
    const newer = typeof head.version === "number" && head.version > BACKUP_VERSION;
    return {
      ok: false,
      reason: newer
        ? `The file was made by a newer version of AutoServ (format version ${head.version}); this version reads format version ${BACKUP_VERSION}.`
        : `The file has an unknown format version (${JSON.stringify(head.version ?? null)}).`,
    };
  }
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) {
    return { ok: false, reason: `The file is incomplete or damaged (${describeIssue(envelope.error.issues[0]!)}).` };
  }
  const { exportedAt, records, jobCardImages } = envelope.data;

  for (const [key, items] of Object.entries(records)) {
    const problem = checkRecords(key, items);
    if (problem) return { ok: false, reason: problem };
  }

  const settings: Partial<Record<LocalSettingKey, string>> = {};
  for (const key of LOCAL_SETTING_KEYS) {
    const value = envelope.data.settings[key];
    if (value === undefined) continue;
    const result = SETTING_SCHEMAS[key].safeParse(value);
    if (!result.success) {
      return { ok: false, reason: `The setting ${key} in the file is not valid (${result.error.issues[0]!.message}).` };
    }
    settings[key] = result.data;
  }

  for (const [reference, image] of Object.entries(jobCardImages)) {
    if (!isJobCardImageReference(reference) || !isBase64DataUrl(image)) {
      return { ok: false, reason: `The job card image "${reference}" in the file is damaged.` };
    }
    if (!isJobCardImageType(dataUrlMimeType(image) ?? "")) {
      return { ok: false, reason: `The job card image "${reference}" in the file is not a JPG, PNG, GIF or WebP image.` };
    }
  }

  return {
    ok: true,
    backup: { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, records, settings, jobCardImages },
  };
}

export interface BackupSummary {
  exportedAt: string;
  vehicles: number;
  vehicleCustomFields: number;
  services: number;
  serviceCustomFields: number;
  jobCardImages: number;
  settings: number;
}

/** What a backup holds, to show before it replaces anything. */
export function summarizeBackup(backup: LocalBackup): BackupSummary {
  const count = (key: string) => backup.records[key]?.length ?? 0;
  return {
    exportedAt: backup.exportedAt,
    vehicles: count("vehicles_local_cache"),
    vehicleCustomFields: count("vehicleCustomFields_local_cache"),
    services: count("services_local_cache"),
    serviceCustomFields: count("serviceCustomFields_local_cache"),
    jobCardImages: Object.keys(backup.jobCardImages).length,
    settings: Object.keys(backup.settings).length,
  };
}

/** Puts every list back as it was (best effort after a refused write). */
function restoreLists(previous: Map<(typeof localCollections)[number], unknown[]>): void {
  for (const [store, items] of previous) {
    try {
      store.replaceStored(items);
    } catch {
      // It fitted before the import began; a failure here leaves the import's value, still valid.
    }
  }
}

/**
 * Replaces all local data with a checked backup. Local records and settings are written as one
 * change: when the browser refuses any of it, everything is put back and StorageFullError is
 * thrown. Images follow; `imagesRestored` is false when IndexedDB refused them.
 */
export async function restoreLocalBackup(
  backup: LocalBackup,
  images: BackupImageStore = indexedDbBackupImages,
): Promise<{ imagesRestored: boolean }> {
  const previous = new Map(localCollections.map((store) => [store, store.readStored()] as const));
  const written = new Map<(typeof localCollections)[number], unknown[]>();
  try {
    for (const store of localCollections) {
      store.replaceStored(backup.records[store.key] ?? []);
      written.set(store, previous.get(store)!);
    }
  } catch (error) {
    restoreLists(written);
    throw error;
  }
  const settings = Object.fromEntries(LOCAL_SETTING_KEYS.map((key) => [key, backup.settings[key] ?? null]));
  if (!writeLocalSettings(settings)) {
    restoreLists(previous);
    throw new StorageFullError();
  }
  reloadLocalCollections();

  try {
    await images.clear();
    for (const [reference, dataUrl] of Object.entries(backup.jobCardImages)) {
      const image = dataUrlToBlob(dataUrl);
      if (image) await images.restore(reference, image);
    }
    return { imagesRestored: true };
  } catch {
    return { imagesRestored: false };
  }
}

/** Reset Local App Settings: name, logo, currency and sidebar go back to their defaults. */
export function resetLocalAppSettings(): void {
  writeLocalSettings(Object.fromEntries(LOCAL_SETTING_KEYS.map((key) => [key, null])));
}

/** Forgets every local record, custom field, setting and job card image, and this device's shop copy and outbox. */
export async function clearAllLocalData(images: BackupImageStore = indexedDbBackupImages): Promise<void> {
  for (const store of localCollections) store.clear();
  resetLocalAppSettings();
  await images.clear().catch(() => undefined);
  await clearShopRecordsDevice().catch(() => undefined);
}
