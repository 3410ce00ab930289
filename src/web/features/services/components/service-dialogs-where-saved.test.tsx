import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleServices } from "@/web/lib/local-store/sample-data";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { ServiceFormDialog } from "./service-form-dialog";
import { UploadJobCardDialog } from "./upload-job-card-dialog";

describe("the service dialogs say where the record is kept", () => {
  beforeEach(() => {
    // jsdom has no IndexedDB: in shop mode the shop copy cannot be read here and says so.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => shopMode.set(false));

  it.each([
    [false, "Saved in this browser only."],
    [true, "Shared with the whole shop."],
  ])("Add Service and Update Service, with sharing %s: %s", (shared, description) => {
    shopMode.set(shared);
    const { unmount } = renderWithProviders(<ServiceFormDialog open onOpenChange={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Add Service" })).toHaveAccessibleDescription(description);
    unmount();

    renderWithProviders(<ServiceFormDialog open onOpenChange={() => undefined} service={sampleServices()[0]} />);
    expect(screen.getByRole("dialog", { name: "Update Service" })).toHaveAccessibleDescription(description);
  });

  it.each([
    [false, "It is kept in this browser."],
    [true, "It is shared with the whole shop."],
  ])("Upload Job Card Image, with sharing %s: %s", (shared, where) => {
    shopMode.set(shared);
    const service = sampleServices()[0]!;
    renderWithProviders(<UploadJobCardDialog service={service} onClose={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Upload Job Card Image" })).toHaveAccessibleDescription(
      `A photo or scan of the job card for ${service.type}. ${where}`,
    );
  });
});
