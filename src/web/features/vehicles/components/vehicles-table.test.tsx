import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storedVehicleSchema } from "@/shared/schemas/local-records";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { VehiclesTable } from "./vehicles-table";

const camry = storedVehicleSchema.parse({
  id: "v1",
  make: "Toyota",
  model: "Camry",
  year: 2019,
  licensePlate: "ABC-123",
  owner: { name: "Ann Owner" },
  status: "active",
  customFields: { "cf-fleet": "F-7" },
});
const fleet = [{ id: "cf-fleet", label: "Fleet Number", type: "text" as const }];

describe("VehiclesTable on a phone", () => {
  it("shows each vehicle as a card with its plate, owner, status, custom fields and the row's actions by name", async () => {
    stubScreen({ narrow: true });
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<VehiclesTable vehicles={[camry]} customFields={fleet} onEdit={onEdit} onDelete={onDelete} />);

    expect(screen.queryByRole("table")).toBeNull();
    const card = within(within(screen.getByRole("list", { name: "Vehicles" })).getByRole("listitem"));
    expect(card.getByRole("heading", { name: "Toyota Camry" })).toBeInTheDocument();
    expect(card.getByText("2019")).toBeInTheDocument();
    expect(card.getByText("ABC-123")).toBeInTheDocument();
    expect(card.getByText("Ann Owner")).toBeInTheDocument();
    expect(card.getByText("Fleet Number")).toBeInTheDocument();
    expect(card.getByText("F-7")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "View Toyota Camry" })).toHaveAttribute("href", "/vehicles/v1");
    await user.click(card.getByRole("button", { name: "Edit Toyota Camry" }));
    expect(onEdit).toHaveBeenCalledWith(camry);
    await user.click(card.getByRole("button", { name: "Delete Toyota Camry" }));
    expect(onDelete).toHaveBeenCalledWith(camry);
  });

  it("says so when no vehicle matches", () => {
    stubScreen({ narrow: true });
    renderWithProviders(<VehiclesTable vehicles={[]} customFields={[]} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText("No vehicles found. Try adjusting your search or add a new vehicle.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("draws only the cards in view of a long list", () => {
    stubScreen({ narrow: true });
    const many = Array.from({ length: 500 }, (_, index) => ({ ...camry, id: `v${index}`, licensePlate: `P-${index}` }));
    renderWithProviders(<VehiclesTable vehicles={many} customFields={[]} onEdit={vi.fn()} onDelete={vi.fn()} />);
    // jsdom lays nothing out, so the window may be empty here; the browser fills it.
    expect(screen.getByRole("list", { name: "Vehicles" })).toBeInTheDocument();
    expect(screen.queryAllByRole("listitem").length).toBeLessThan(50);
  });
});
