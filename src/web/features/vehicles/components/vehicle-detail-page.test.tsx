import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { servicesStore, vehicleCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { VehicleDetailPage } from "./vehicle-detail-page";

function valueOf(card: HTMLElement, label: string) {
  return within(card).getByText(label, { selector: "dt" }).nextElementSibling;
}

describe("Vehicle detail", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows the vehicle, its owner and its services newest first", () => {
    renderWithProviders(<VehicleDetailPage vehicleId="v1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Toyota Camry 2019" })).toBeInTheDocument();
    const info = screen.getByRole("heading", { name: "Vehicle Information" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(valueOf(info, "Mileage")).toHaveTextContent("45,200 miles");
    expect(valueOf(info, "Status")).toHaveTextContent("Active");
    expect(valueOf(info, "Notes")).toHaveTextContent("N/A");
    const owner = screen.getByRole("heading", { name: "Owner Details" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(valueOf(owner, "Name")).toHaveTextContent("John Smith");

    const history = screen.getByRole("heading", { name: "Service History" }).closest<HTMLElement>("[data-slot=card]")!;
    const links = within(history).getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent("Tire Rotation");
    expect(links[0]).toHaveAttribute("href", "/services/s4");
    expect(links[1]).toHaveTextContent("$79.99");
    expect(screen.getByRole("link", { name: "Add New Service" })).toHaveAttribute(
      "href",
      "/services?vehicleId=v1&openModal=true",
    );
  });

  it("shows N/A for empty values and custom fields, and an empty service history", () => {
    vehicleCustomFieldsStore.update(() => [{ id: "cf1", label: "Fleet Number", type: "text" }]);
    vehiclesStore.update(() => [
      {
        id: "bare", make: "Kia", model: "Rio", year: 2015, licensePlate: "K-1", vin: "",
        owner: { name: "Kim", phone: "", email: "" }, status: "archived", mileage: null,
        lastService: "", nextServiceDue: "", notes: "", customFields: {},
      },
    ]);
    servicesStore.update(() => []);
    renderWithProviders(<VehicleDetailPage vehicleId="bare" />);
    const info = screen.getByRole("heading", { name: "Vehicle Information" }).closest<HTMLElement>("[data-slot=card]")!;
    for (const label of ["VIN", "Mileage", "Last Service", "Next Service Due", "Fleet Number", "Notes"]) {
      expect(valueOf(info, label)).toHaveTextContent("N/A");
    }
    const owner = screen.getByRole("heading", { name: "Owner Details" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(valueOf(owner, "Phone")).toHaveTextContent("N/A");
    expect(screen.getByText("No service history found for this vehicle.")).toBeInTheDocument();
  });

  it("cuts long service descriptions at 100 characters", () => {
    servicesStore.update(() => [
      {
        id: "long", vehicleId: "v2", serviceDate: "2025-01-01", type: "Engine Rebuild", description: "x".repeat(150),
        cost: 1000, status: "Completed", mechanic: "", parts: [], customFields: {}, jobCardImageUrl: null,
      },
    ]);
    renderWithProviders(<VehicleDetailPage vehicleId="v2" />);
    expect(screen.getByText(`${"x".repeat(100)}…`)).toBeInTheDocument();
  });

  it("edits the vehicle from the Edit Vehicle button", async () => {
    const { user } = renderWithProviders(<VehicleDetailPage vehicleId="v3" />);
    await user.click(screen.getByRole("button", { name: "Edit Vehicle" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    await user.clear(within(dialog).getByLabelText("Year"));
    await user.type(within(dialog).getByLabelText("Year"), "2018");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Honda Civic 2018" })).toBeInTheDocument();
  });

  it("says Vehicle Not Found for an unknown id, with a way back", () => {
    renderWithProviders(<VehicleDetailPage vehicleId="nope" />);
    expect(screen.getByRole("heading", { level: 1, name: "Vehicle Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Vehicles" })).toHaveAttribute("href", "/vehicles");
  });
});
