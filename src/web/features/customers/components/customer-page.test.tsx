import { configure, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { CustomerSummary } from "@/shared/schemas/customers";
import { staleAfterChange } from "@/web/lib/query-keys";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { customerListHandler, makeCustomer, makeCustomerSummary, makeCustomerVehicle } from "../testing/make-customer";
import { CustomerPage } from "./customer-page";

configure({ asyncUtilTimeout: 5000 });

const SUMMARY = "/api/customers/cus-1/summary";

function Probe() {
  return <h1>Customer page {useParams().id}</h1>;
}

function stub(role: Role, summary: () => CustomerSummary, routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    [`GET ${SUMMARY}`]: () => jsonResponse(200, summary()),
    ...routes,
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/customers/cus-1" element={<CustomerPage customerId="cus-1" />} />
      <Route path="/customers/:id" element={<Probe />} />
      <Route path="/customers" element={<h1>Customers list</h1>} />
    </Routes>,
    { initialEntries: ["/customers/cus-1"] },
  );
}

describe("Customer page", { timeout: 30_000 }, () => {
  it("shows the details, vehicles, open tickets, repair orders and invoices with each balance and the balance due", async () => {
    stub("Service Advisor", () => makeCustomerSummary());
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Jane Driver" })).toBeInTheDocument();
    expect(screen.getByText("Mobile 555-0101")).toBeInTheDocument();
    expect(screen.getByText("jane@example.com")).toBeInTheDocument();
    expect(screen.getByText("Agrees to reminders")).toBeInTheDocument();
    expect(screen.getByLabelText("Balance due $100.00")).toBeInTheDocument();

    const vehicleRow = screen.getByRole("cell", { name: "2019 Honda Accord" }).closest("tr")!;
    expect(within(vehicleRow).getAllByRole("cell").map((cell) => cell.textContent).slice(0, 4)).toEqual(["2019 Honda Accord", "1HGCM82633A004352", "ABC-123", "42,000 miles"]);

    expect(within(screen.getByRole("list", { name: "Open Tickets" })).getByRole("link", { name: "Open ticket 1HGCM82633A004352" })).toHaveAttribute(
      "href",
      "/service-tickets?search=tic-1",
    );
    expect(screen.getByRole("link", { name: "Open repair order JC-000012" })).toHaveAttribute("href", "/jobcards/card-1");
    const invoice = within(screen.getByRole("list", { name: "Invoices" })).getByRole("listitem");
    expect(within(invoice).getByRole("link", { name: "Open invoice INV-000007" })).toHaveAttribute("href", "/invoices/inv-1");
    expect(invoice).toHaveTextContent("Total $250.00");
    expect(invoice).toHaveTextContent("Balance $100.00");
    // A Service Advisor may neither merge nor erase.
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Merge Customers" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Erase Customer" })).toBeNull();
  });

  it("says when the customer stopped reminders", async () => {
    stub("Manager", () => makeCustomerSummary({ customer: makeCustomer({ remindersStoppedAt: "2026-11-25T12:00:00.000Z" }) }));
    renderPage();
    expect(await screen.findByRole("note")).toHaveTextContent(/^Reminders stopped on Nov 25, 2026/);
  });

  it("refreshes when an invoice of the customer changes", async () => {
    let summary = makeCustomerSummary();
    stub("Service Advisor", () => summary);
    const { queryClient } = renderPage();
    await screen.findByLabelText("Balance due $100.00");
    summary = makeCustomerSummary({ balanceDueCents: 0 });
    for (const queryKey of staleAfterChange("invoices")) await queryClient.invalidateQueries({ queryKey });
    expect(await screen.findByLabelText("Balance due $0.00")).toBeInTheDocument();
  });

  it("says Customer Not Found for a customer that is gone", async () => {
    stub("Service Advisor", () => makeCustomerSummary(), { [`GET ${SUMMARY}`]: () => errorResponse(404, "not_found", "Customer not found.") });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Customer Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Customers" })).toHaveAttribute("href", "/customers");
  });

  it("edits the customer, sending the updatedAt it showed; a stale save shows the server's copy to edit again", async () => {
    const current = makeCustomer({ name: "Jane Q. Driver", updatedAt: "2026-11-02T09:00:00.000Z" });
    let patches = 0;
    const calls = stub("Service Advisor", () => makeCustomerSummary(), {
      "PATCH /api/customers/cus-1": (call) => {
        patches += 1;
        if (patches === 1) return jsonResponse(409, { error: { code: "stale", message: "Someone else saved this customer.", details: { current } } });
        return jsonResponse(200, { customer: { ...current, ...(call.body as object) } });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Customer" });
    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "jd@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Someone else saved this customer.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ email: "jd@example.com", updatedAt: "2026-11-01T09:00:00.000Z" });
    await waitFor(() => expect(within(dialog).getByLabelText("Name")).toHaveValue("Jane Q. Driver"));

    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Customer" })).toBeNull());
    expect(calls.filter((call) => call.method === "PATCH").at(-1)?.body).toMatchObject({ name: "Jane Q. Driver", updatedAt: "2026-11-02T09:00:00.000Z" });
  });

  it("adds a vehicle; a VIN on another customer's record is said under the VIN", async () => {
    let vehicles = [makeCustomerVehicle()];
    let posts = 0;
    const calls = stub("Service Advisor", () => makeCustomerSummary({ vehicles }), {
      "POST /api/customers/cus-1/vehicles": (call) => {
        posts += 1;
        if (posts === 1) return errorResponse(409, "vin_taken", "This VIN is on Sam Lee's record.");
        const vehicle = makeCustomerVehicle({ ...(call.body as object), id: "veh-2", mileage: null });
        vehicles = [...vehicles, vehicle];
        return jsonResponse(201, { vehicle });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Add Vehicle" }));
    const dialog = screen.getByRole("dialog", { name: "Add Vehicle" });
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await within(dialog).findByText("Make is required.")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("VIN"), "2FMDK3GC4ABA12345");
    await user.type(within(dialog).getByLabelText("Make"), "Ford");
    await user.type(within(dialog).getByLabelText("Model"), "Edge");
    await user.type(within(dialog).getByLabelText("Year"), "2012");
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await within(dialog).findByText("This VIN is on Sam Lee's record.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("VIN")).toHaveAttribute("aria-invalid", "true");

    await user.clear(within(dialog).getByLabelText("VIN"));
    await user.click(within(dialog).getByRole("button", { name: "Add Vehicle" }));
    expect(await screen.findByRole("cell", { name: "2012 Ford Edge" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").at(-1)?.body).toEqual({ vin: "", make: "Ford", model: "Edge", year: 2012, licensePlate: "" });
  });

  it("edits and removes a vehicle", async () => {
    let vehicles = [makeCustomerVehicle()];
    const calls = stub("Service Advisor", () => makeCustomerSummary({ vehicles }), {
      "PATCH /api/customers/cus-1/vehicles/veh-1": (call) => {
        vehicles = [makeCustomerVehicle(call.body as object)];
        return jsonResponse(200, { vehicle: vehicles[0] });
      },
      "DELETE /api/customers/cus-1/vehicles/veh-1": () => {
        vehicles = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit 2019 Honda Accord" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Vehicle" });
    await user.clear(within(dialog).getByLabelText("License Plate"));
    await user.type(within(dialog).getByLabelText("License Plate"), "XYZ-999");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("cell", { name: "XYZ-999" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ licensePlate: "XYZ-999", make: "Honda", year: 2019 });

    await user.click(screen.getByRole("button", { name: "Remove 2019 Honda Accord" }));
    await user.click(within(screen.getByRole("alertdialog", { name: "Remove Vehicle?" })).getByRole("button", { name: "Remove Vehicle" }));
    expect(await screen.findByText("No vehicles yet.")).toBeInTheDocument();
  });

  it("merges another customer found by search, both shown side by side, and lands on the kept one", async () => {
    const other = makeCustomer({ id: "cus-2", name: "J. Driver", phones: [{ kind: "Home", number: "555-0999" }], email: "" });
    const calls = stub("Manager", () => makeCustomerSummary(), {
      "GET /api/customers": customerListHandler(() => [makeCustomer(), other]),
      "GET /api/customers/cus-2/summary": () => jsonResponse(200, makeCustomerSummary({ customer: other, vehicles: [], openTickets: [], invoices: [] })),
      "POST /api/customers/merge": () => jsonResponse(200, { customer: other }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Merge Customers" }));
    const dialog = screen.getByRole("dialog", { name: "Merge Customers" });
    expect(within(dialog).getByRole("button", { name: "Merge Customers" })).toBeDisabled();
    await user.type(within(dialog).getByRole("searchbox", { name: "Search for the other customer" }), "driver");
    // The customer the merge starts from is not offered.
    await user.click(await within(dialog).findByRole("button", { name: "Choose J. Driver" }));
    expect(within(dialog).queryByRole("button", { name: "Choose Jane Driver" })).toBeNull();

    const theirs = await within(dialog).findByRole("region", { name: "Other customer" });
    await within(theirs).findByText("Home 555-0999");
    expect(within(theirs).getByText("0 vehicles, 0 open tickets, 1 repair order, 0 invoices")).toBeInTheDocument();
    expect(within(within(dialog).getByRole("region", { name: "This customer" })).getByText("1 vehicle, 1 open ticket, 1 repair order, 1 invoice")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Keep this customer: Jane Driver" })).toBeChecked();

    await user.click(within(dialog).getByRole("radio", { name: "Keep the other customer: J. Driver" }));
    await user.click(within(dialog).getByRole("button", { name: "Merge Customers" }));
    expect(await screen.findByRole("heading", { name: "Customer page cus-2" })).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/customers/merge")?.body).toEqual({ keepId: "cus-2", mergeId: "cus-1" });
  });

  it("lets only an Admin erase, after typing the customer's name, explaining what finalized invoices keep", async () => {
    const calls = stub("Admin", () => makeCustomerSummary(), {
      "POST /api/customers/cus-1/erase": () => jsonResponse(200, { erased: true }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Erase Customer" }));
    const dialog = screen.getByRole("dialog", { name: "Erase Customer" });
    expect(dialog).toHaveTextContent("Finalized invoices keep their copy of the customer's details");
    const erase = within(dialog).getByRole("button", { name: "Erase Customer" });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type the customer's name to confirm"), "Jane");
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type the customer's name to confirm"), " Driver");
    await user.click(erase);

    expect(await screen.findByRole("heading", { name: "Customers list" })).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith("/erase"))?.body).toEqual({ confirmName: "Jane Driver" });
  });
});
