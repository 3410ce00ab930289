import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { ServicesPage } from "./services-page";

describe("Manage Services while the shop shares its records", () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has no IndexedDB: the shop copy cannot be read here and says so; the list stays empty.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    shopMode.set(true);
  });
  afterEach(() => shopMode.set(false));

  it("says (Shop data) in the footer and the header instead of this browser's wording", () => {
    renderWithProviders(<ServicesPage />, { initialEntries: ["/services"] });
    expect(screen.getByText("Showing 0 of 0 services (Shop data)")).toBeInTheDocument();
    expect(screen.getByText("Shop data: every device of the shop shares these services.")).toBeInTheDocument();
    expect(screen.queryByText(/local storage|kept in this browser/)).toBeNull();
  });
});
