import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { VehiclesPage } from "./vehicles-page";

describe("Manage Vehicles while the shop shares its records", () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no IndexedDB: the shop copy cannot be read here and says so; the list stays empty.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    shopMode.set(true);
  });
  afterEach(() => shopMode.set(false));

  it("says (Shop data) in the footer and the header instead of this browser's wording", () => {
    renderWithProviders(<VehiclesPage />, { initialEntries: ["/vehicles"] });
    expect(screen.getByText("Showing 0 of 0 vehicles. (Shop data)")).toBeInTheDocument();
    expect(screen.getByText("Shop data: every device of the shop shares these vehicles.")).toBeInTheDocument();
    expect(screen.queryByText(/Local Storage|this browser only/)).toBeNull();
  });
});
