import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { VehiclesPage } from "./vehicles-page";

function renderPage() {
  return renderWithProviders(<VehiclesPage />, { initialEntries: ["/vehicles"] });
}

function rowOf(text: string) {
  return screen.getByRole("cell", { name: text }).closest("tr")!;
}

async function openAddDialog(user: ReturnType<typeof renderPage>["user"]) {
  await user.click(screen.getByRole("button", { name: "Add New Vehicle" }));
  return screen.findByRole("dialog", { name: "Add New Vehicle" });
}

describe("Manage Vehicles", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows the sample vehicles with their status and the footer count", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Toyota" })).toBeInTheDocument();
    expect(within(rowOf("Ford")).getByText("In Service")).toBeInTheDocument();
    expect(screen.getByText("Showing 3 of 3 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Toyota Camry" })).toHaveAttribute("href", "/vehicles/v1");
  });

  it("searches make, model, plate and owner case-insensitively", async () => {
    const { user } = renderPage();
    const search = screen.getByRole("searchbox", { name: "Search vehicles" });
    expect(search).toHaveAttribute("placeholder", "Search vehicles (make, model, plate, owner)...");

    await user.type(search, "xyz-56");
    expect(await screen.findByText("Showing 1 of 3 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Ford" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Toyota" })).toBeNull();

    await user.clear(search);
    await user.type(search, "DAVID");
    expect(await screen.findByRole("cell", { name: "Honda" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ford" })).toBeNull();

    await user.clear(search);
    await user.type(search, "no such car");
    expect(
      await screen.findByText("No vehicles found. Try adjusting your search or add a new vehicle."),
    ).toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 3 vehicles. (Data from Local Storage)")).toBeInTheDocument();
  });

  it("filters by status from the Filter button", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.selectOptions(screen.getByLabelText("Status filter"), "In Service");
    expect(screen.getByText("Showing 1 of 3 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Ford" })).toBeInTheDocument();
  });

  it("shows each required message on an empty save and saves nothing", async () => {
    const { user } = renderPage();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    for (const message of [
      "Make is required.",
      "Model is required.",
      "Year is required.",
      "License plate is required.",
      "Owner name is required.",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText("Make")).toHaveAttribute("aria-invalid", "true");
    expect(vehiclesStore.getSnapshot()).toHaveLength(3);
  });

  it("rejects an owner email without an e-mail format", async () => {
    const { user } = renderPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Owner Email"), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await within(dialog).findByText("Enter a valid email address.")).toBeInTheDocument();
  });

  it("adds a vehicle that then appears in the table and the count", async () => {
    const { user } = renderPage();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText("Make"), "Mazda");
    await user.type(within(dialog).getByLabelText("Model"), "MX-5");
    await user.type(within(dialog).getByLabelText("Year"), "2020");
    await user.type(within(dialog).getByLabelText("License Plate"), "ZOOM-1");
    await user.type(within(dialog).getByLabelText("Owner Name"), "Ana Park");
    await user.type(within(dialog).getByLabelText("Mileage (miles)"), "12000");
    await user.selectOptions(within(dialog).getByLabelText("Status"), "Sold");
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));

    expect(await screen.findByText("Vehicle Added (Local)")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(rowOf("Mazda")).getByText("Sold")).toBeInTheDocument();
    expect(screen.getByText("Showing 4 of 4 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    const stored = vehiclesStore.getSnapshot().find((vehicle) => vehicle.make === "Mazda");
    expect(stored).toMatchObject({ year: 2020, mileage: 12000, status: "sold", owner: { name: "Ana Park" } });
    expect(stored?.id).toMatch(/^local_/);
  });

  it("edits a vehicle with its values filled in", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Edit Honda Civic" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    const model = within(dialog).getByLabelText("Model");
    expect(model).toHaveValue("Civic");
    await user.clear(model);
    await user.type(model, "Accord");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Vehicle Updated (Local)")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Accord" })).toBeInTheDocument();
    expect(vehiclesStore.getSnapshot()).toHaveLength(3);
  });

  it("deletes a vehicle only after Confirm Deletion", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Delete Ford F-150" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Deletion" });
    expect(confirm).toHaveTextContent("Ford F-150");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("cell", { name: "Ford" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Ford F-150" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Vehicle Deleted (Local)")).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ford" })).toBeNull();
    expect(screen.getByText("Showing 2 of 2 vehicles. (Data from Local Storage)")).toBeInTheDocument();
  });

  it("adds custom fields (blank ones dropped) as columns and form inputs", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Vehicle Custom Fields" });
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Field 1 label" }), "Fleet Number");
    await user.type(within(dialog).getByRole("textbox", { name: "Field 2 label" }), "   ");
    await user.type(within(dialog).getByRole("textbox", { name: "Field 3 label" }), "Warranty Ends");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Field 3 type" }), "Date");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Custom Fields Updated (Local)")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Fleet Number" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Warranty Ends" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader")).toHaveLength(9);

    await user.click(screen.getByRole("button", { name: "Edit Toyota Camry" }));
    const form = await screen.findByRole("dialog", { name: "Edit Vehicle" });
    expect(within(form).getByLabelText("Warranty Ends")).toHaveAttribute("type", "date");
    await user.type(within(form).getByLabelText("Fleet Number"), "F-12");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(rowOf("Toyota")).findByRole("cell", { name: "F-12" })).toBeInTheDocument();
  });
});

describe("Manage Vehicles with 5,000 vehicles", () => {
  beforeEach(() => {
    localStorage.clear();
    const [sample] = vehiclesStore.getSnapshot();
    vehiclesStore.update(() =>
      Array.from({ length: 5000 }, (_, index) => ({ ...sample!, id: `bulk-${index}`, licensePlate: `P-${index}` })),
    );
  });

  it("renders only a window of rows and still counts them all", async () => {
    const { user } = renderPage();
    expect(screen.getByText("Showing 5000 of 5000 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    expect(screen.getAllByRole("row").length).toBeLessThan(200);
    await user.type(screen.getByRole("searchbox", { name: "Search vehicles" }), "p-4999");
    expect(await screen.findByText("Showing 1 of 5000 vehicles. (Data from Local Storage)")).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "P-4999" })).toBeInTheDocument();
  });
});
