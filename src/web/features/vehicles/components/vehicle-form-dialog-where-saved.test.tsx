import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleVehicles } from "@/web/lib/local-store/sample-data";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { VehicleFormDialog } from "./vehicle-form-dialog";

const REQUIRED = "Make, model, year, license plate and owner name are required.";

describe("Add New Vehicle and Edit Vehicle say where the vehicle is kept", () => {
  beforeEach(() => {
    // jsdom has no IndexedDB: in shop mode the shop copy cannot be read here and says so.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => shopMode.set(false));

  it.each([
    [false, `Saved in this browser only. ${REQUIRED}`],
    [true, `Shared with the whole shop. ${REQUIRED}`],
  ])("with sharing %s: %s", (shared, description) => {
    shopMode.set(shared);
    const { unmount } = renderWithProviders(<VehicleFormDialog open onOpenChange={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Add New Vehicle" })).toHaveAccessibleDescription(description);
    unmount();

    renderWithProviders(<VehicleFormDialog open onOpenChange={() => undefined} vehicle={sampleVehicles()[0]} />);
    expect(screen.getByRole("dialog", { name: "Edit Vehicle" })).toHaveAccessibleDescription(description);
  });
});
