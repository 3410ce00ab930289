import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { JobCardImageStore } from "@/web/lib/job-card-images";
import { serviceCustomFieldsStore, servicesStore } from "@/web/lib/local-store/collections";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { JobCardImagesContext } from "../hooks/job-card-images-context";
import { ServicesPage } from "./services-page";

function serviceTypesShown(): string[] {
  return screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");
}

function renderPage(initialEntries = ["/services"]) {
  return renderWithProviders(<ServicesPage />, { initialEntries });
}

/** Keeps images in memory: jsdom has no IndexedDB (the real store is covered end to end). */
function memoryImages(): JobCardImageStore & { saved: Map<string, Blob> } {
  const saved = new Map<string, Blob>();
  return {
    saved,
    async save(file) {
      const reference = `idb:job-card/test-${saved.size + 1}`;
      saved.set(reference, file);
      return reference;
    },
    async load(reference) {
      return saved.get(reference);
    },
    async remove(reference) {
      saved.delete(reference);
    },
  };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "card.png", { type: "image/png" });

describe("Manage Services", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("lists the sample services with their vehicle, cost and status", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Manage Services" })).toBeInTheDocument();
    const oilChange = screen.getByRole("cell", { name: "Oil Change" }).closest("tr")!;
    expect(within(oilChange).getByText("Toyota Camry (ABC-1234)")).toBeInTheDocument();
    expect(within(oilChange).getByText("$79.99")).toBeInTheDocument();
    expect(within(oilChange).getByText("Completed")).toBeInTheDocument();
    expect(screen.getByText("Showing 4 of 4 services (data from local storage)")).toBeInTheDocument();
  });

  it("searches case-insensitively over type, vehicle and status", async () => {
    const { user } = renderPage();
    const search = screen.getByRole("searchbox", { name: "Search services" });

    await user.type(search, "OIL");
    expect(serviceTypesShown()).toEqual(["Oil Change"]);

    await user.clear(search);
    await user.type(search, "abc-1234");
    expect(serviceTypesShown()).toEqual(["Oil Change", "Tire Rotation"]);

    await user.clear(search);
    await user.type(search, "in progress");
    expect(serviceTypesShown()).toEqual(["Brake Inspection"]);
    expect(screen.getByText("Showing 1 of 4 services (data from local storage)")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "no such thing");
    expect(screen.getByText("No services found. Try adjusting your search or add a new service.")).toBeInTheDocument();
  });

  it("filters by status behind the Filter button", async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText("Status filter")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.selectOptions(screen.getByLabelText("Status filter"), "Completed");
    expect(serviceTypesShown()).toEqual(["Oil Change", "Check Engine Light Diagnosis"]);
    expect(screen.getByLabelText("From date")).toBeInTheDocument();
    expect(screen.getByLabelText("To date")).toBeInTheDocument();
  });

  it("shows the required messages when an empty service is saved", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add New Service" }));
    const dialog = screen.getByRole("dialog", { name: "Add Service" });
    await user.click(within(dialog).getByRole("button", { name: "Add Service" }));
    expect(await within(dialog).findByText("Select a vehicle.")).toBeInTheDocument();
    expect(within(dialog).getByText("Service type is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Vehicle")).toHaveAttribute("aria-invalid", "true");
    expect(servicesStore.getSnapshot()).toHaveLength(4);
  });

  it("adds a service with a part, which then appears in the list", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add New Service" }));
    const dialog = screen.getByRole("dialog", { name: "Add Service" });
    expect(within(dialog).getByLabelText("Status")).toHaveValue("Scheduled");
    expect(within(dialog).getByLabelText("Service Date")).not.toHaveValue("");

    await user.selectOptions(within(dialog).getByLabelText("Vehicle"), "Honda Civic (LMN-9012)");
    await user.type(within(dialog).getByLabelText("Service Type"), "Wheel Alignment");
    await user.type(within(dialog).getByLabelText("Cost"), "88.5");
    await user.type(within(dialog).getByLabelText("Mechanic"), "Sam Wilson");
    await user.click(within(dialog).getByRole("button", { name: "Add Part" }));
    await user.type(within(dialog).getByLabelText("Part 1 name"), "Shim kit");
    await user.clear(within(dialog).getByLabelText("Part 1 quantity"));
    await user.type(within(dialog).getByLabelText("Part 1 quantity"), "2");
    await user.type(within(dialog).getByLabelText("Part 1 price"), "4.25");
    await user.click(within(dialog).getByRole("button", { name: "Add Service" }));

    expect(await screen.findByText("Service Added (Local)")).toBeInTheDocument();
    const row = screen.getByRole("cell", { name: "Wheel Alignment" }).closest("tr")!;
    expect(within(row).getByText("Honda Civic (LMN-9012)")).toBeInTheDocument();
    expect(within(row).getByText("$88.50")).toBeInTheDocument();
    expect(within(row).getByText("Scheduled")).toBeInTheDocument();
    const stored = servicesStore.getSnapshot().find((service) => service.type === "Wheel Alignment");
    expect(stored).toMatchObject({ vehicleId: "v3", cost: 88.5, mechanic: "Sam Wilson", jobCardImageUrl: null });
    expect(stored?.id).toMatch(/^local_svc_/);
    expect(stored?.parts).toEqual([{ name: "Shim kit", quantity: 2, price: 4.25 }]);
  });

  it("updates a service through the edit dialog", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Edit Tire Rotation" }));
    const dialog = screen.getByRole("dialog", { name: "Update Service" });
    expect(within(dialog).getByLabelText("Vehicle")).toHaveValue("v1");
    await user.selectOptions(within(dialog).getByLabelText("Status"), "Completed");
    await user.click(within(dialog).getByRole("button", { name: "Update Service" }));
    expect(await screen.findByText("Service Updated (Local)")).toBeInTheDocument();
    expect(servicesStore.getSnapshot().find((service) => service.id === "s4")?.status).toBe("Completed");
  });

  it("asks before deleting and then removes the service", async () => {
    const { user } = renderPage();
    const date = servicesStore.getSnapshot().find((service) => service.id === "s1")?.serviceDate;
    await user.click(screen.getByRole("button", { name: "Delete Oil Change" }));
    const confirm = screen.getByRole("alertdialog");
    expect(confirm).toHaveTextContent(
      `Are you sure you want to delete the Oil Change service for Toyota Camry (ABC-1234) on ${date}? This action cannot be undone.`,
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Service Deleted (Local)")).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Oil Change" })).toBeNull();
    expect(screen.getByText("Showing 3 of 3 services (data from local storage)")).toBeInTheDocument();
  });

  it("opens Add Service for the vehicle named in the query and clears the query", async () => {
    function Search() {
      return <output aria-label="Query">{useLocation().search}</output>;
    }
    renderWithProviders(
      <>
        <ServicesPage />
        <Search />
      </>,
      { initialEntries: ["/services?vehicleId=v2&openModal=true"] },
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Service" });
    expect(within(dialog).getByLabelText("Vehicle")).toHaveValue("v2");
    await waitFor(() => expect(screen.getByLabelText("Query", { selector: "output" })).toHaveTextContent(/^$/));
  });

  it("shows a column and an input for each service custom field", async () => {
    serviceCustomFieldsStore.update(() => [{ id: "1700000000000", label: "Bay", type: "number" }]);
    const { user } = renderPage();
    expect(screen.getByRole("columnheader", { name: "Bay" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit Oil Change" }));
    const dialog = screen.getByRole("dialog", { name: "Update Service" });
    await user.type(within(dialog).getByLabelText("Bay"), "3");
    await user.click(within(dialog).getByRole("button", { name: "Update Service" }));
    expect(await screen.findByText("Service Updated (Local)")).toBeInTheDocument();
    expect(servicesStore.getSnapshot().find((service) => service.id === "s1")?.customFields).toEqual({ "1700000000000": 3 });
    const row = screen.getByRole("cell", { name: "Oil Change" }).closest("tr")!;
    expect(within(row).getAllByRole("cell")[5]).toHaveTextContent("3");
  });

  it("links each service to its detail page", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "View Brake Inspection" })).toHaveAttribute("href", "/services/s2");
  });

  describe("job card image", () => {
    it("refuses to upload without a file", async () => {
      const { user } = renderPage();
      await user.click(screen.getByRole("button", { name: "Upload job card image for Oil Change" }));
      const dialog = screen.getByRole("dialog", { name: "Upload Job Card Image" });
      await user.click(within(dialog).getByRole("button", { name: "Upload" }));
      expect(await screen.findByText("Upload Error")).toBeInTheDocument();
      expect(screen.getByText("Please select an image.")).toBeInTheDocument();
    });

    it("refuses a file that is not an image", async () => {
      renderPage();
      const user = userEvent.setup({ applyAccept: false });
      await user.click(screen.getByRole("button", { name: "Upload job card image for Oil Change" }));
      const input = screen.getByLabelText("Job card image");
      expect(input).toHaveAttribute("accept", "image/*");
      await user.upload(input, new File(["a,b"], "history.csv", { type: "text/csv" }));
      expect(await screen.findByText(/That file is not an image/)).toBeInTheDocument();
      expect(screen.queryByRole("img")).toBeNull();
    });

    it("previews the chosen image, stores it and offers View Image", async () => {
      const images = memoryImages();
      const { user } = renderWithProviders(
        <JobCardImagesContext value={images}>
          <ServicesPage />
        </JobCardImagesContext>,
        { initialEntries: ["/services"] },
      );
      await user.click(screen.getByRole("button", { name: "Upload job card image for Oil Change" }));
      const dialog = screen.getByRole("dialog", { name: "Upload Job Card Image" });
      await user.upload(within(dialog).getByLabelText("Job card image"), png());
      expect(await within(dialog).findByRole("img", { name: "Preview of the selected job card image" })).toHaveAttribute(
        "src",
        expect.stringMatching(/^data:image\/png/),
      );
      await user.click(within(dialog).getByRole("button", { name: "Upload" }));

      expect(await screen.findByText("Image URL Updated (Local)")).toBeInTheDocument();
      expect(screen.getByText("Image Uploaded")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(servicesStore.getSnapshot().find((service) => service.id === "s1")?.jobCardImageUrl).toBe(
        "idb:job-card/test-1",
      );
      const row = screen.getByRole("cell", { name: "Oil Change" }).closest("tr")!;
      expect(within(row).getByRole("button", { name: "View Image" })).toBeInTheDocument();
    });
  });
});
