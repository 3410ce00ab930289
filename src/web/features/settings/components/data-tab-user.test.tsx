import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BackupImageStore, LocalBackup } from "@/web/lib/local-store/local-backup";
import { followSignedInRole } from "@/web/lib/shop-records/follow-signed-in-role";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { makeProfile } from "@/web/testing/make-profile";
import { leaveBrowserInShopMode } from "@/web/testing/staff-browser";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { BackupImagesContext } from "../hooks/backup-images-context";
import { DataTab } from "./data-tab";

const images: BackupImageStore = { load: async () => undefined, restore: async () => undefined, clear: async () => undefined };


const backup: LocalBackup = {
  format: "autoserv-local-data",
  version: 1,
  exportedAt: "2025-06-30T12:00:00.000Z",
  records: {
    vehicles_local_cache: [{ id: "v8", make: "Kia", model: "Rio", year: 2021, licensePlate: "KIA-8", owner: { name: "Cy" } }],
    vehicleCustomFields_local_cache: [],
    services_local_cache: [],
    serviceCustomFields_local_cache: [],
  },
  settings: {},
  jobCardImages: {},
};

describe("Settings, Data for a User while the shop shares its records", () => {
  beforeEach(() => {
    leaveBrowserInShopMode();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("offers no sharing switch, and Import Data replaces this browser's own records without a call to the shop's", async () => {
    const calls = stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "User" }), shopRecordsShared: true }),
    });
    const { user, queryClient } = renderWithProviders(
      <BackupImagesContext.Provider value={images}>
        <DataTab />
      </BackupImagesContext.Provider>,
    );
    // As the app's query client does: the session check's answer says who is signed in.
    followSignedInRole(queryClient);
    await vi.waitFor(() => expect(shopMode.isStaff()).toBe(false));

    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByText("Share vehicles and service records with the whole shop")).toBeNull();

    fireEvent.change(screen.getByLabelText("Data file to import"), {
      target: { files: [new File([JSON.stringify(backup)], "autoserv-data-2025-06-30.json", { type: "application/json" })] },
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Replace Local Data?" });
    await user.click(within(dialog).getByRole("button", { name: "Replace Local Data" }));

    expect(await screen.findByText("Data Imported")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("vehicles_local_cache")!)).toEqual(backup.records.vehicles_local_cache);
    expect(calls.filter((call) => call.path !== "/api/auth/me")).toEqual([]);
  });
});
