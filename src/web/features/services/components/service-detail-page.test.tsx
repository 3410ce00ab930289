import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { serviceCustomFieldsStore, servicesStore } from "@/web/lib/local-store/collections";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { ServiceDetailPage } from "./service-detail-page";

describe("Service detail", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows the service, its parts, custom fields and vehicle", async () => {
    serviceCustomFieldsStore.update(() => [{ id: "1700000000000", label: "Bay", type: "text" }]);
    servicesStore.update((services) =>
      services.map((service) =>
        service.id === "s1"
          ? {
              ...service,
              customFields: { "1700000000000": "Bay 3" },
              parts: [
                { name: "Oil filter", quantity: 1, price: 12.5 },
                { name: "Synthetic oil (qt)", quantity: 5, price: 8 },
              ],
            }
          : service,
      ),
    );
    renderWithProviders(<ServiceDetailPage serviceId="s1" />, { initialEntries: ["/services/s1"] });

    expect(screen.getByRole("heading", { level: 1, name: "Service: Oil Change" })).toBeInTheDocument();
    expect(screen.getByText("Completed")).toBeInTheDocument();
    const details = (label: string) => screen.getAllByText(label)[0]!.nextElementSibling?.textContent;
    expect(details("Cost")).toBe("$79.99");
    expect(details("Mechanic")).toBe("Sam Wilson");
    expect(details("Vehicle")).toBe("Toyota Camry (ABC-1234)");
    expect(details("Description")).toBe("Synthetic oil and filter change.");
    expect(details("Bay")).toBe("Bay 3");

    const parts = screen.getByRole("table");
    expect(within(parts).getByRole("cell", { name: "Oil filter" })).toBeInTheDocument();
    expect(within(parts).getByRole("cell", { name: "$12.50" })).toBeInTheDocument();
    expect(within(parts).getByRole("cell", { name: "$52.50" })).toBeInTheDocument();

    expect(screen.getByText("4T1B11HK5KU123456")).toBeInTheDocument();
    expect(screen.getByText("John Smith")).toBeInTheDocument();
    expect(screen.getByText("2019")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Vehicle" })).toHaveAttribute("href", "/vehicles/v1");
    expect(screen.getByText("No job card image uploaded.")).toBeInTheDocument();
  });

  it("opens the update dialog from Edit Service", async () => {
    const { user } = renderWithProviders(<ServiceDetailPage serviceId="s2" />);
    await user.click(screen.getByRole("button", { name: "Edit Service" }));
    const dialog = screen.getByRole("dialog", { name: "Update Service" });
    expect(within(dialog).getByLabelText("Service Type")).toHaveValue("Brake Inspection");
  });

  it("says so when the service is not found", () => {
    renderWithProviders(<ServiceDetailPage serviceId="missing" />);
    expect(screen.getByText("Loading service details or service not found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  });
});
