import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readLocal } from "@/web/lib/local-settings";
import { reloadLocalCollections, servicesStore, vehiclesStore } from "./collections";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  clearAllLocalData,
  createLocalBackup,
  readLocalBackup,
  resetLocalAppSettings,
  restoreLocalBackup,
  summarizeBackup,
  type BackupImageStore,
  type LocalBackup,
} from "./local-backup";
import { blobToDataUrl } from "./blob-encoding";
import { StorageFullError } from "./local-collection";

const IMAGE = "idb:job-card/123_abc";
const PNG_BYTES = [137, 80, 78, 71, 13, 10, 26, 10];

function memoryImages(initial: Record<string, Blob> = {}): BackupImageStore & { saved: Map<string, Blob> } {
  const saved = new Map(Object.entries(initial));
  return {
    saved,
    load: async (reference) => saved.get(reference),
    restore: async (reference, image) => void saved.set(reference, image),
    clear: async () => saved.clear(),
  };
}

/** Everything in localStorage, key by key. */
function storedValues(): Record<string, string> {
  return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)!]));
}

/** A browser holding records of every kind, a custom field, an image and every setting. */
function seedBrowser(): void {
  localStorage.setItem(
    "vehicles_local_cache",
    JSON.stringify([
      { id: "v1", make: "Toyota", model: "Camry", year: 2019, licensePlate: "ABC-1234", owner: { name: "Ann" }, customFields: { f1: "F-17" } },
      { id: "v2", make: "Ford", model: "F-150", year: "2004", licensePlate: "OLD-1", owner: { name: "Bob" } },
    ]),
  );
  localStorage.setItem("vehicleCustomFields_local_cache", JSON.stringify([{ id: "f1", label: "Fleet Number", type: "text" }]));
  localStorage.setItem(
    "services_local_cache",
    JSON.stringify([{ id: "s1", vehicleId: "v1", type: "Oil Change", cost: "45.50", jobCardImageUrl: IMAGE }]),
  );
  localStorage.setItem("serviceCustomFields_local_cache", "[]");
  localStorage.setItem("appName", "Torque Garage");
  localStorage.setItem("appLogoUrl", "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=");
  localStorage.setItem("currencySymbol", "€");
  localStorage.setItem("currencyCode", "EUR");
  localStorage.setItem("sidebarCollapsed", "true");
}

async function exportedText(images = memoryImages({ [IMAGE]: new Blob([new Uint8Array(PNG_BYTES)], { type: "image/png" }) })) {
  const { backup } = await createLocalBackup(images, new Date("2025-06-30T12:00:00.000Z"));
  return JSON.stringify(backup);
}

function validBackup(): LocalBackup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: "2025-06-30T12:00:00.000Z",
    records: {
      vehicles_local_cache: [{ id: "v9", make: "Kia", model: "Rio", year: 2021, licensePlate: "NEW-9", owner: { name: "Cy" } }],
      vehicleCustomFields_local_cache: [],
      services_local_cache: [],
      serviceCustomFields_local_cache: [],
    },
    settings: {},
    jobCardImages: {},
  };
}

function reasonFor(file: unknown): string | undefined {
  const result = readLocalBackup(typeof file === "string" ? file : JSON.stringify(file));
  return result.ok ? undefined : result.reason;
}

beforeEach(() => {
  localStorage.clear();
  reloadLocalCollections();
});

afterEach(() => vi.restoreAllMocks());

describe("export", () => {
  it("holds every local record, custom field and setting, with a format version and export date", async () => {
    seedBrowser();
    const backup = JSON.parse(await exportedText()) as LocalBackup;

    expect(backup).toMatchObject({ format: "autoserv-local-data", version: 1, exportedAt: "2025-06-30T12:00:00.000Z" });
    expect(Object.keys(backup.records)).toEqual([
      "vehicles_local_cache",
      "vehicleCustomFields_local_cache",
      "services_local_cache",
      "serviceCustomFields_local_cache",
    ]);
    // As stored, not normalised: the old string cost stays a string.
    expect(backup.records.services_local_cache).toEqual([
      { id: "s1", vehicleId: "v1", type: "Oil Change", cost: "45.50", jobCardImageUrl: IMAGE },
    ]);
    expect(backup.settings).toEqual({
      appName: "Torque Garage",
      appLogoUrl: "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      currencySymbol: "€",
      currencyCode: "EUR",
      sidebarCollapsed: "true",
    });
    expect(backup.jobCardImages).toEqual({ [IMAGE]: "data:image/png;base64,iVBORw0KGgo=" });
    expect(summarizeBackup(backup)).toEqual({
      exportedAt: "2025-06-30T12:00:00.000Z",
      vehicles: 2,
      vehicleCustomFields: 1,
      services: 1,
      serviceCustomFields: 0,
      jobCardImages: 1,
      settings: 5,
    });
  });

  it("keeps the reference of an image it cannot read and counts it as missing", async () => {
    seedBrowser();
    const { backup, missingImages } = await createLocalBackup(memoryImages());
    expect(missingImages).toBe(1);
    expect(backup.jobCardImages).toEqual({});
    expect(backup.records.services_local_cache).toMatchObject([{ jobCardImageUrl: IMAGE }]);
  });

  it("leaves settings that were never set out of the file", async () => {
    const { backup } = await createLocalBackup(memoryImages());
    expect(backup.settings).toEqual({});
    expect(backup.records.vehicles_local_cache).toHaveLength(3); // the sample data, seeded on first read
  });
});

describe("export, clear and import", () => {
  it("gives back exactly the same stored values and images", async () => {
    seedBrowser();
    const images = memoryImages({ [IMAGE]: new Blob([new Uint8Array(PNG_BYTES)], { type: "image/png" }) });
    const text = await exportedText(images);
    const before = storedValues();

    await clearAllLocalData(images);
    expect(storedValues()).toEqual({});
    expect(images.saved.size).toBe(0);

    const read = readLocalBackup(text);
    if (!read.ok) throw new Error(read.reason);
    await expect(restoreLocalBackup(read.backup, images)).resolves.toEqual({ imagesRestored: true });

    expect(storedValues()).toEqual(before);
    const image = images.saved.get(IMAGE)!;
    expect(image.type).toBe("image/png");
    expect(await blobToDataUrl(image)).toBe("data:image/png;base64,iVBORw0KGgo=");
    // Every screen reading the stores sees the imported data.
    expect(vehiclesStore.getSnapshot().map((vehicle) => vehicle.licensePlate)).toEqual(["ABC-1234", "OLD-1"]);
    expect(servicesStore.getSnapshot()[0]).toMatchObject({ id: "s1", cost: 45.5 });
  });

  it("replaces settings the file does not hold with their defaults", async () => {
    seedBrowser();
    const read = readLocalBackup(JSON.stringify(validBackup()));
    if (!read.ok) throw new Error(read.reason);
    await restoreLocalBackup(read.backup, memoryImages());
    expect(readLocal("appName")).toBeNull();
    expect(readLocal("currencySymbol")).toBeNull();
    expect(vehiclesStore.getSnapshot().map((vehicle) => vehicle.id)).toEqual(["v9"]);
  });

  it("changes nothing when the browser's storage is full", async () => {
    seedBrowser();
    const before = storedValues();
    const read = readLocalBackup(JSON.stringify(validBackup()));
    if (!read.ok) throw new Error(read.reason);
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === "services_local_cache" && value === "[]") throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });

    await expect(restoreLocalBackup(read.backup, memoryImages())).rejects.toBeInstanceOf(StorageFullError);
    expect(storedValues()).toEqual(before);
  });
});

describe("a wrong or damaged file", () => {
  it("is refused when it is not JSON", () => {
    expect(reasonFor('{"format":"autoserv-local-data",')).toBe("The file is not valid JSON; it may be damaged or not an export.");
  });

  it("is refused when it is some other JSON", () => {
    const notOurs = "The file is not an AutoServ data export. Choose a file made with Export Data (JSON).";
    expect(reasonFor([1, 2, 3])).toBe(notOurs);
    expect(reasonFor({ vehicles: [] })).toBe(notOurs);
    expect(reasonFor("null")).toBe(notOurs);
  });

  it("is refused when it is of another format version", () => {
    expect(reasonFor({ ...validBackup(), version: 2 })).toBe(
      "The file was made by a newer version of AutoServ (format version 2); this version reads format version 1.",
    );
    expect(reasonFor({ ...validBackup(), version: "one" })).toBe('The file has an unknown format version ("one").');
  });

  it("is refused when a list or the export date is missing", () => {
    const { vehicles_local_cache: _dropped, ...records } = validBackup().records;
    expect(reasonFor({ ...validBackup(), records })).toBe("The file is incomplete or damaged (records.vehicles_local_cache: Must be a list.).");
    expect(reasonFor({ ...validBackup(), exportedAt: "yesterday" })).toBe(
      "The file is incomplete or damaged (exportedAt: The export date is missing or not a date.).",
    );
  });

  it("is refused when a record fails the shared schema, naming the record", () => {
    const backup = validBackup();
    backup.records.vehicles_local_cache!.push({ id: "v10", make: "Kia", year: "twenty" });
    expect(reasonFor(backup)).toBe("Vehicle 2 in the file is damaged (year: Must be a number.).");

    const noId = validBackup();
    noId.records.services_local_cache = [{ vehicleId: "v9", type: "Oil Change" }];
    expect(reasonFor(noId)).toMatch(/^Service 1 in the file is damaged \(id: /);
  });

  it("is refused when two records share an id", () => {
    const backup = validBackup();
    backup.records.vehicles_local_cache!.push({ id: "v9", make: "Kia" });
    expect(reasonFor(backup)).toBe('Two vehicles in the file share the id "v9".');
  });

  it("is refused when a setting is not valid", () => {
    expect(reasonFor({ ...validBackup(), settings: { currencyCode: "EURO" } })).toBe(
      "The setting currencyCode in the file is not valid (The currency code must be exactly 3 letters, such as USD.).",
    );
    expect(reasonFor({ ...validBackup(), settings: { appLogoUrl: "javascript:alert(1)" } })).toBe(
      "The setting appLogoUrl in the file is not valid (The logo must be a JPG, PNG, GIF or SVG image.).",
    );
  });

  it("is refused when a job card image is not a photo, whatever else it is", () => {
    for (const dataUrl of [
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      "data:application/javascript;base64,YWxlcnQoMSk=",
      "data:;base64,iVBORw0KGgo=",
    ]) {
      expect(reasonFor({ ...validBackup(), jobCardImages: { [IMAGE]: dataUrl } })).toBe(
        `The job card image "${IMAGE}" in the file is not a JPG, PNG, GIF or WebP image.`,
      );
    }
    expect(readLocalBackup(JSON.stringify({ ...validBackup(), jobCardImages: { [IMAGE]: "data:image/webp;base64,UklGRg==" } })).ok).toBe(true);
  });

  it("is refused when a job card image is damaged", () => {
    expect(reasonFor({ ...validBackup(), jobCardImages: { [IMAGE]: "not an image" } })).toBe(
      `The job card image "${IMAGE}" in the file is damaged.`,
    );
  });
});

describe("clearing", () => {
  it("Reset Local App Settings forgets the five settings and keeps the records", () => {
    seedBrowser();
    resetLocalAppSettings();
    for (const key of ["appName", "appLogoUrl", "currencySymbol", "currencyCode", "sidebarCollapsed"]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem("vehicles_local_cache")).not.toBeNull();
  });

  it("clearing all local data also forgets older keys and kept-aside copies", async () => {
    seedBrowser();
    localStorage.setItem("vehicles", "[]");
    localStorage.setItem("services_local_cache_corrupt_1700000000000", "{broken");
    localStorage.setItem("unrelated", "kept");
    await clearAllLocalData(memoryImages());
    expect(storedValues()).toEqual({ unrelated: "kept" });
  });

  it("screens still open after clearing see empty lists rather than writing the sample data back", async () => {
    seedBrowser();
    expect(vehiclesStore.getSnapshot()).toHaveLength(2);
    await clearAllLocalData(memoryImages());
    expect(vehiclesStore.getSnapshot()).toEqual([]);
    expect(servicesStore.getSnapshot()).toEqual([]);
    expect(storedValues()).toEqual({});
  });
});
