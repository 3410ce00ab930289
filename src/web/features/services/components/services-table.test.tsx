import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storedServiceSchema } from "@/shared/schemas/local-records";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { ServicesTable } from "./services-table";

const oilChange = storedServiceSchema.parse({
  id: "s1",
  vehicleId: "v1",
  serviceDate: "2026-11-10",
  type: "Oil Change",
  cost: 79.99,
  status: "Completed",
  customFields: { "cf-bay": 3 },
});
const withImage = { ...oilChange, id: "s2", type: "Tyres", jobCardImageUrl: "idb:s2" };
const bay = [{ id: "cf-bay", label: "Service Bay", type: "number" as const }];

function actions() {
  return { onEdit: vi.fn(), onDelete: vi.fn(), onUploadImage: vi.fn(), onViewImage: vi.fn() };
}

describe("ServicesTable on a phone", () => {
  it("shows each service as a card with its vehicle, date, cost, status, custom fields and the row's actions by name", async () => {
    stubScreen({ narrow: true });
    const handlers = actions();
    const rows = [
      { service: oilChange, vehicle: undefined, vehicleLabel: "Toyota Camry (ABC-123)" },
      { service: withImage, vehicle: undefined, vehicleLabel: "Toyota Camry (ABC-123)" },
    ];
    const { user } = renderWithProviders(<ServicesTable rows={rows} customFields={bay} currencySymbol="£" {...handlers} />);

    expect(screen.queryByRole("table")).toBeNull();
    const [first, second] = within(screen.getByRole("list", { name: "Services" })).getAllByRole("listitem");
    const card = within(first!);
    expect(card.getByRole("heading", { name: "Oil Change" })).toBeInTheDocument();
    expect(card.getByText("Toyota Camry (ABC-123)")).toBeInTheDocument();
    expect(card.getByText("2026-11-10")).toBeInTheDocument();
    expect(card.getByText("£79.99")).toBeInTheDocument();
    expect(card.getByText("Completed")).toBeInTheDocument();
    expect(card.getByText("Service Bay")).toBeInTheDocument();
    expect(card.getByText("3")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "View Oil Change" })).toHaveAttribute("href", "/services/s1");
    await user.click(card.getByRole("button", { name: "Upload job card image for Oil Change" }));
    expect(handlers.onUploadImage).toHaveBeenCalledWith(oilChange);
    await user.click(card.getByRole("button", { name: "Edit Oil Change" }));
    expect(handlers.onEdit).toHaveBeenCalledWith(oilChange);
    await user.click(card.getByRole("button", { name: "Delete Oil Change" }));
    expect(handlers.onDelete).toHaveBeenCalledWith(oilChange);

    await user.click(within(second!).getByRole("button", { name: "View Image" }));
    expect(handlers.onViewImage).toHaveBeenCalledWith(withImage);
  });
});
