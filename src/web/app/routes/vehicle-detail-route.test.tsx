import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { fillIn } from "@/web/features/tickets/testing/fill-in";
import { makeRecommendation } from "@/web/features/recommendations/testing/make-recommendation";
import { makeInvoiceSummary } from "@/web/features/invoices/testing/make-invoice-summary";
import { makeTicket, stubTicketsApi } from "@/web/features/tickets/testing/stub-tickets-api";
import { queryKeys } from "@/web/lib/query-keys";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse } from "@/web/testing/stub-api";
import VehicleDetailRoute from "./vehicle-detail-route";

/** The vehicle detail screen as the router composes it, with the tickets feature's button. */
function renderVehicle(id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/vehicles/:id" element={<VehicleDetailRoute />} />
    </Routes>,
    { initialEntries: [`/vehicles/${id}`] },
  );
}

describe("Create Service Ticket on the vehicle detail page", { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("opens the ticket form with the vehicle's VIN and owner, and sends vehicle_id", async () => {
    const api = stubTicketsApi({
      routes: { "POST /api/tickets": () => jsonResponse(201, { ticket: makeTicket({ vehicleId: "v1" }) }) },
    });
    const { user } = renderVehicle("v1");
    await user.click(await screen.findByRole("button", { name: "Create Service Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    expect(within(dialog).getByLabelText("VIN")).toHaveValue("4T1B11HK5KU123456");
    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue("John Smith");
    expect(within(dialog).getByLabelText("Customer Contact")).toHaveValue("555-0101 / john.smith@example.com");

    await fillIn(user, within(dialog).getByLabelText("Issue Description"), "Battery warning light");
    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));

    expect(await screen.findByText("Ticket Created")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      vin: "4T1B11HK5KU123456",
      customerName: "John Smith",
      customerContact: "555-0101 / john.smith@example.com",
      issueDescription: "Battery warning light",
      vehicleId: "v1",
      customerId: null,
    });
  });

  it("lists the vehicle's invoices for an Advisor", async () => {
    const api = stubTicketsApi({
      role: "Service Advisor",
      routes: {
        "GET /api/job-cards": () => jsonResponse(200, { jobCards: [], nextCursor: null }),
        "GET /api/invoices": () => jsonResponse(200, { invoices: [makeInvoiceSummary({ id: "inv-9", number: "INV-000009", vin: "4T1B11HK5KU123456" })], nextCursor: null }),
      },
    });
    renderVehicle("v1");
    const invoice = await screen.findByRole("link", { name: /INV-000009/ });
    expect(invoice).toHaveAttribute("href", "/invoices/inv-9");
    expect(api.calls.find((call) => call.path === "/api/invoices")?.query.vin).toBe("4T1B11HK5KU123456");
  });

  it("shows the vehicle's Recommendations card for an Advisor", async () => {
    const api = stubTicketsApi({
      role: "Service Advisor",
      routes: {
        "GET /api/job-cards": () => jsonResponse(200, { jobCards: [], nextCursor: null }),
        "GET /api/invoices": () => jsonResponse(200, { invoices: [], nextCursor: null }),
        "GET /api/vehicles/4T1B11HK5KU123456/recommendations": () => jsonResponse(200, { recommendations: [makeRecommendation()] }),
      },
    });
    renderVehicle("v1");
    expect(await screen.findByRole("heading", { name: "Recommendations" })).toBeInTheDocument();
    expect(await screen.findByText(/: Front brake pads, 3 mm$/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === "/api/vehicles/4T1B11HK5KU123456/recommendations")).toBe(true);
  });

  it("is not offered to a role that may not create tickets", async () => {
    stubTicketsApi({ role: "Service Technician" });
    const { queryClient } = renderVehicle("v1");
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.me)).toBeTruthy());
    expect(screen.getByRole("heading", { level: 1, name: "Toyota Camry 2019" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Service Ticket" })).toBeNull();
  });
});
