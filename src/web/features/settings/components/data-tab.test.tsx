import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { readLastProfile } from "@/web/lib/auth/last-profile";
import { blobToText } from "@/web/lib/local-store/blob-encoding";
import type { BackupImageStore, LocalBackup } from "@/web/lib/local-store/local-backup";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { BackupImagesContext } from "../hooks/backup-images-context";
import { DataTab } from "./data-tab";

function memoryImages(): BackupImageStore & { saved: Map<string, Blob> } {
  const saved = new Map<string, Blob>();
  return {
    saved,
    load: async (reference) => saved.get(reference),
    restore: async (reference, image) => void saved.set(reference, image),
    clear: async () => saved.clear(),
  };
}

function renderData(images = memoryImages(), role: Role = "Service Advisor", routes: Record<string, ApiHandler> = {}) {
  // Not an Admin: the server's Last backup card is not shown (see last-backup-card.test.tsx).
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "POST /api/auth/sign-out": () => jsonResponse(200, { success: true }),
    ...routes,
  });
  const view = renderWithProviders(
    <BackupImagesContext.Provider value={images}>
      <Routes>
        <Route path="/settings" element={<DataTab />} />
        <Route path="/login" element={<h1>Log In</h1>} />
      </Routes>
    </BackupImagesContext.Provider>,
    { initialEntries: ["/settings"] },
  );
  return { ...view, calls, images };
}

/** The page once its session check has answered (which keeps the profile for opening offline). */
async function renderSettled(images = memoryImages()) {
  const view = renderData(images);
  await waitFor(async () => expect(await readLastProfile()).not.toBeNull());
  return view;
}

function storedValues(): Record<string, string> {
  return Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)!]));
}

const VEHICLES = [{ id: "v1", make: "Toyota", model: "Camry", year: 2019, licensePlate: "ABC-1234", owner: { name: "Ann" } }];

function seedBrowser() {
  localStorage.setItem("vehicles_local_cache", JSON.stringify(VEHICLES));
  localStorage.setItem("vehicleCustomFields_local_cache", "[]");
  localStorage.setItem("services_local_cache", "[]");
  localStorage.setItem("serviceCustomFields_local_cache", "[]");
  localStorage.setItem("appName", "Torque Garage");
  localStorage.setItem("currencySymbol", "€");
  localStorage.setItem("currencyCode", "EUR");
  localStorage.setItem("sidebarCollapsed", "true");
}

function backupFile(contents: unknown, name = "autoserv-data-2025-06-30.json") {
  const text = typeof contents === "string" ? contents : JSON.stringify(contents);
  return new File([text], name, { type: "application/json" });
}

const backup: LocalBackup = {
  format: "autoserv-local-data",
  version: 1,
  exportedAt: "2025-06-30T12:00:00.000Z",
  records: {
    vehicles_local_cache: [
      { id: "v8", make: "Kia", model: "Rio", year: 2021, licensePlate: "KIA-8", owner: { name: "Cy" } },
      { id: "v9", make: "Audi", model: "A4", year: 2018, licensePlate: "AUD-9", owner: { name: "Di" } },
    ],
    vehicleCustomFields_local_cache: [],
    services_local_cache: [{ id: "s1", vehicleId: "v8", type: "Oil Change", cost: 50 }],
    serviceCustomFields_local_cache: [{ id: "c1", label: "Bay", type: "text" }],
  },
  settings: { appName: "Imported Motors", currencySymbol: "£", currencyCode: "GBP" },
  jobCardImages: {},
};

/** Chooses the import file as the browser's picker would. */
function chooseImportFile(file: File) {
  fireEvent.change(screen.getByLabelText("Data file to import"), { target: { files: [file] } });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

describe("Data tab: export", () => {
  it("downloads one JSON file with every local record and setting, a format version and the export date", async () => {
    seedBrowser();
    const files: Blob[] = [];
    // jsdom has neither object URLs nor downloads: catch the file the browser would be handed.
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), "blob:export"), revokeObjectURL: () => {} });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderData();

    await user.click(screen.getByRole("button", { name: "Export Data (JSON)" }));

    expect(await screen.findByText("Data Exported")).toBeInTheDocument();
    expect(downloads).toEqual([expect.stringMatching(/^autoserv-data-\d{4}-\d{2}-\d{2}\.json$/)]);
    const exported = JSON.parse(await blobToText(files[0]!)) as LocalBackup;
    expect(exported).toMatchObject({ format: "autoserv-local-data", version: 1 });
    expect(Date.parse(exported.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(exported.records.vehicles_local_cache).toEqual(VEHICLES);
    expect(exported.settings).toEqual({ appName: "Torque Garage", currencySymbol: "€", currencyCode: "EUR", sidebarCollapsed: "true" });
    // Only an Admin's export holds the server's customers.
    expect(exported).not.toHaveProperty("customers");
  });

  it("holds the shop's customers with their vehicles in an Admin's export", async () => {
    seedBrowser();
    const files: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), "blob:export"), revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const customer = {
      id: "cus-1",
      name: "Jane Driver",
      phones: [{ kind: "Mobile", number: "555-0101" }],
      email: "jane@example.com",
      address: "",
      preferredContact: "Email",
      notes: "",
      remindersAgreed: true,
      remindersStoppedAt: null,
      createdAt: "2026-11-01T09:00:00.000Z",
      updatedAt: "2026-11-01T09:00:00.000Z",
      vehicles: [
        { id: "veh-1", customerId: "cus-1", vin: "1HGCM82633A004352", make: "Honda", model: "Accord", year: 2019, licensePlate: "", mileage: null, createdAt: "2026-11-01T09:00:00.000Z" },
      ],
    };
    const { user } = renderData(memoryImages(), "Admin", {
      "GET /api/customers/export": () => jsonResponse(200, { customers: [customer] }),
      "GET /api/backups/status": () => jsonResponse(200, { lastBackup: null, failing: false }),
    });
    await waitFor(async () => expect(await readLastProfile()).not.toBeNull());

    await user.click(screen.getByRole("button", { name: "Export Data (JSON)" }));

    expect(await screen.findByText("Data Exported")).toBeInTheDocument();
    expect(screen.getByText(/holds 1 vehicle, 0 services, 1 customer and your local settings/)).toBeInTheDocument();
    const exported = JSON.parse(await blobToText(files[0]!)) as LocalBackup;
    expect(exported.customers).toEqual([customer]);
    expect(exported.records.vehicles_local_cache).toEqual(VEHICLES);
  });
});

describe("Data tab: import", () => {
  it("shows what the file holds and replaces the local data only after confirmation", async () => {
    seedBrowser();
    const { user } = renderData();
    chooseImportFile(backupFile(backup));

    const dialog = await screen.findByRole("alertdialog", { name: "Replace Local Data?" });
    expect(dialog).toHaveTextContent("autoserv-data-2025-06-30.json was exported on");
    const counts = Object.fromEntries(
      within(dialog)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({
      Vehicles: "2",
      Services: "1",
      "Vehicle custom fields": "0",
      "Service custom fields": "1",
      "Job card images": "0",
      "Local settings": "3",
    });
    expect(localStorage.getItem("appName")).toBe("Torque Garage");

    await user.click(within(dialog).getByRole("button", { name: "Replace Local Data" }));

    expect(await screen.findByText("Data Imported")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("vehicles_local_cache")!)).toEqual(backup.records.vehicles_local_cache);
    expect(localStorage.getItem("appName")).toBe("Imported Motors");
    expect(localStorage.getItem("currencySymbol")).toBe("£");
    expect(localStorage.getItem("sidebarCollapsed")).toBeNull();
  });

  it("changes nothing when the confirmation is cancelled", async () => {
    seedBrowser();
    const { user } = await renderSettled();
    const before = storedValues();
    chooseImportFile(backupFile(backup));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace Local Data?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(storedValues()).toEqual(before);
  });

  it.each([
    ["a file that is not JSON", backupFile("{ this is not json"), "The file is not valid JSON; it may be damaged or not an export."],
    ["some other JSON", backupFile({ hello: "world" }), "The file is not an AutoServ data export."],
    ["a newer format", backupFile({ ...backup, version: 7 }), "newer version of AutoServ (format version 7)"],
    [
      "a damaged record",
      backupFile({ ...backup, records: { ...backup.records, vehicles_local_cache: [{ id: "v1", year: "soon" }] } }),
      "Vehicle 1 in the file is damaged (year: Must be a number.).",
    ],
  ])("refuses %s, says why and changes nothing", async (_name, file, reason) => {
    seedBrowser();
    await renderSettled();
    const before = storedValues();
    chooseImportFile(file);

    const title = await screen.findByText("Import Failed");
    const toast = within(title.closest("li")!);
    expect(toast.getByText(reason, { exact: false })).toHaveTextContent(/Nothing was changed\.$/);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(storedValues()).toEqual(before);
  });
});

describe("Data tab: clearing", () => {
  it("Reset Local App Settings clears name, logo, currency and sidebar, and keeps the records", async () => {
    seedBrowser();
    localStorage.setItem("appLogoUrl", "data:image/png;base64,AAAA");
    const { user } = await renderSettled();
    await user.click(screen.getByRole("button", { name: "Reset Local App Settings" }));

    expect(await screen.findByText("Local Settings Cleared")).toBeInTheDocument();
    expect(Object.keys(storedValues()).sort()).toEqual([
      "autoserv_last_profile",
      "serviceCustomFields_local_cache",
      "services_local_cache",
      "vehicleCustomFields_local_cache",
      "vehicles_local_cache",
    ]);
  });

  it("Logout & Clear All Local Data asks first, then clears everything and logs out", async () => {
    seedBrowser();
    const images = memoryImages();
    images.saved.set("idb:job-card/1", new Blob(["x"]));
    const { user, calls } = renderData(images);

    await user.click(screen.getByRole("button", { name: "Logout & Clear All Local Data" }));
    const dialog = screen.getByRole("alertdialog", { name: "Logout & Clear All Local Data?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(localStorage.getItem("vehicles_local_cache")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Logout & Clear All Local Data" }));
    await user.click(screen.getByRole("button", { name: "Clear Data and Logout" }));

    expect(await screen.findByRole("heading", { name: "Log In" })).toBeInTheDocument();
    expect(images.saved.size).toBe(0);
    expect(storedValues()).toEqual({});
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/auth/me", "POST /api/auth/sign-out"]);
  });
});
