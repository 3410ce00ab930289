import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries } from "@/web/testing/stub-api";
import { fillIn } from "../testing/fill-in";
import { makeTicket, stubTicketsApi } from "../testing/stub-tickets-api";
import { ServiceTicketsPage } from "./service-tickets-page";

const brakes = makeTicket();
const oil = makeTicket({
  id: "t2",
  vin: "2FMDK3GC4ABA12345",
  customerName: "Sam Lee",
  customerContact: "sam@example.com",
  issueDescription: "Oil leak under the engine",
  status: "Resolved",
  createdAt: "2025-02-20T14:00:00.000Z",
  updatedAt: "2025-02-21T08:00:00.000Z",
});

async function renderPage() {
  const view = renderWithProviders(<ServiceTicketsPage />, { initialEntries: ["/service-tickets"] });
  await screen.findByRole("cell", { name: brakes.vin });
  return view;
}

function rowOf(text: string) {
  return screen.getByRole("cell", { name: text }).closest("tr")!;
}

describe("Service Tickets", { timeout: 15_000 }, () => {
  it("lists tickets with their status and local creation time", async () => {
    stubTicketsApi({ tickets: [brakes, oil] });
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Service Tickets" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "VIN",
      "Customer",
      "Issue",
      "Status",
      "Created At",
      "Actions",
    ]);
    const row = rowOf(brakes.vin);
    expect(within(row).getByRole("cell", { name: "Jane Doe" })).toBeInTheDocument();
    expect(within(row).getByText("Grinding noise when braking")).toBeInTheDocument();
    expect(within(row).getByText("Open")).toBeInTheDocument();
    const created = within(row).getByText((_, element) => element?.tagName === "TIME");
    expect(created).toHaveAttribute("dateTime", brakes.createdAt);
    expect(created.textContent).toMatch(/2025/);
    expect(within(rowOf(oil.vin)).getByText("Resolved")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 tickets")).toBeInTheDocument();
  });

  it("says No service tickets found when there are none", async () => {
    stubTicketsApi({ tickets: [] });
    renderWithProviders(<ServiceTicketsPage />);
    expect(screen.getByRole("status", { name: "Loading service tickets" })).toBeInTheDocument();
    expect(await screen.findByText("No service tickets found")).toBeInTheDocument();
  });

  it("searches on the server once typing pauses", async () => {
    const api = stubTicketsApi({ tickets: [brakes, oil] });
    const { user } = await renderPage();
    await user.type(screen.getByRole("searchbox", { name: "Search service tickets" }), "LEAK");

    await waitFor(() => expect(screen.queryByRole("cell", { name: brakes.vin })).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole("cell", { name: oil.vin })).toBeInTheDocument();
    // One request for the pause, none for each key.
    expect(listQueries(api.calls, "/api/tickets").map((query) => query.search)).toEqual([undefined, "LEAK"]);
  });

  it("marks the shown tickets busy from the first key until the search answers", async () => {
    stubTicketsApi({ tickets: [brakes, oil] });
    const { user } = await renderPage();
    const table = screen.getByRole("table");
    expect(table).not.toHaveAttribute("aria-busy");
    await user.type(screen.getByRole("searchbox", { name: "Search service tickets" }), "LEAK");
    // Typing is done, the pause has not passed: the rows are still the unsearched list's.
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(rowOf(brakes.vin)).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole("cell", { name: brakes.vin })).toBeNull(), { timeout: 3000 });
    expect(table).not.toHaveAttribute("aria-busy");
  });

  it("starts from the search in the address, as the universal search links a ticket", async () => {
    const api = stubTicketsApi({ tickets: [brakes, oil] });
    renderWithProviders(<ServiceTicketsPage />, { initialEntries: [`/service-tickets?search=${oil.id}`] });
    expect(await screen.findByRole("searchbox", { name: "Search service tickets" })).toHaveValue(oil.id);
    await waitFor(() => expect(listQueries(api.calls, "/api/tickets").map((query) => query.search)).toEqual([oil.id]));
  });

  it("filters by status from the Filter button, and back to all", async () => {
    const api = stubTicketsApi({ tickets: [brakes, oil] });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Filter" }));
    const filter = screen.getByLabelText("Status filter");
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All statuses",
      "Open",
      "Assigned",
      "In Progress",
      "Resolved",
      "Closed",
    ]);

    await user.selectOptions(filter, "Resolved");
    await waitFor(() => expect(screen.queryByRole("cell", { name: brakes.vin })).toBeNull());
    expect(listQueries(api.calls, "/api/tickets").at(-1)?.status).toBe("Resolved");

    await user.selectOptions(filter, "All statuses");
    expect(await screen.findByRole("cell", { name: brakes.vin })).toBeInTheDocument();
    expect(listQueries(api.calls, "/api/tickets").at(-1)).not.toHaveProperty("status");
  });

  it("loads older tickets with Load more", async () => {
    const older = makeTicket({ id: "t3", vin: "3VWFE21C04M000001", customerName: "Old Timer" });
    const api = stubTicketsApi({ tickets: [brakes, oil, older], pageSize: 2 });
    const { user } = await renderPage();
    expect(screen.queryByRole("cell", { name: older.vin })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("cell", { name: older.vin })).toBeInTheDocument();
    expect(listQueries(api.calls, "/api/tickets").at(-1)?.cursor).toBe("2");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByText("Showing 3 tickets")).toBeInTheDocument();
  });

  it("refetches with Refresh", async () => {
    const api = stubTicketsApi({ tickets: [brakes] });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listQueries(api.calls, "/api/tickets")).toHaveLength(2));
  });

  it("toasts Error fetching service tickets and offers to try again", async () => {
    stubTicketsApi({ routes: { "GET /api/tickets": () => errorResponse(500, "internal", "The server failed.") } });
    renderWithProviders(<ServiceTicketsPage />);
    expect(await screen.findByText("Error fetching service tickets")).toBeInTheDocument();
    expect(screen.getByText("The server failed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("creates a ticket, with each missing field's message under it first", async () => {
    let tickets: ServiceTicket[] = [brakes];
    const created = makeTicket({ id: "t9", vin: "JH4KA8260MC000000", customerName: "", issueDescription: "Check engine light" });
    const api = stubTicketsApi({
      tickets: () => tickets,
      routes: {
        "POST /api/tickets": () => {
          tickets = [created, ...tickets];
          return jsonResponse(201, { ticket: created });
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Create New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    expect(within(dialog).queryByLabelText("Status")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    expect(await within(dialog).findByText("VIN is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Issue description is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("VIN")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Issue Description")).toHaveAccessibleDescription("Issue description is required.");
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await fillIn(user, within(dialog).getByLabelText("VIN"), " JH4KA8260MC000000 ");
    await fillIn(user, within(dialog).getByLabelText("Customer Contact"), "555-0123");
    await fillIn(user, within(dialog).getByLabelText("Issue Description"), "Check engine light");
    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));

    expect(await screen.findByText("Ticket Created")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      vin: "JH4KA8260MC000000",
      customerName: "",
      customerContact: "555-0123",
      issueDescription: "Check engine light",
      vehicleId: null,
      customerId: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("cell", { name: created.vin })).toBeInTheDocument();
  });

  it("toasts the server's message when creating fails, and Authentication Error on 401", async () => {
    let answer = errorResponse(400, "validation_failed", "VIN is too long.", { vin: ["At most 50 characters."] });
    stubTicketsApi({ tickets: [brakes], routes: { "POST /api/tickets": () => answer } });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Create New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    await fillIn(user, within(dialog).getByLabelText("VIN"), "X");
    await fillIn(user, within(dialog).getByLabelText("Issue Description"), "Noise");
    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));

    expect(await screen.findByText("Error creating/updating ticket")).toBeInTheDocument();
    expect(screen.getByText("VIN is too long.")).toBeInTheDocument();
    expect(within(dialog).getByText("At most 50 characters.")).toBeInTheDocument();

    answer = errorResponse(401, "unauthorized", "Sign in first.");
    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));
    expect(await screen.findByText("Authentication Error")).toBeInTheDocument();
    expect(screen.getByText("User not found. Please log in.")).toBeInTheDocument();
  });

  it("edits a ticket's fields and status, sending the updatedAt it showed", async () => {
    const api = stubTicketsApi({
      tickets: [brakes, oil],
      routes: { "PATCH /api/tickets/t1": () => jsonResponse(200, { ticket: { ...brakes, status: "In Progress" } }) },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "View or edit ticket 1HGCM82633A004352 (Jane Doe)" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    expect(within(dialog).getByLabelText("VIN")).toHaveValue(brakes.vin);
    expect(within(dialog).getByLabelText("Customer Contact")).toHaveValue("555-0199");
    expect(within(dialog).getByText(/by Ada Admin/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText("Status"), "In Progress");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Ticket Updated")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      vin: brakes.vin,
      customerName: "Jane Doe",
      customerContact: "555-0199",
      issueDescription: "Grinding noise when braking",
      status: "In Progress",
      customerId: null,
      updatedAt: brakes.updatedAt,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("on a stale edit toasts the server's message and reloads the ticket into the form", async () => {
    const theirs = { ...brakes, issueDescription: "Brakes squeal and grind", updatedAt: "2025-03-02T10:00:00.123Z" };
    let stored = brakes;
    const api = stubTicketsApi({
      tickets: () => [stored],
      routes: {
        "PATCH /api/tickets/t1": (call) => {
          const body = call.body as { updatedAt: string };
          if (body.updatedAt !== stored.updatedAt) {
            return errorResponse(409, "conflict", "Someone else changed this ticket. It has been reloaded; make your change again.");
          }
          return jsonResponse(200, { ticket: stored });
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: /View or edit ticket/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    stored = theirs; // someone else saves meanwhile
    await user.clear(within(dialog).getByLabelText("Customer Name"));
    await fillIn(user, within(dialog).getByLabelText("Customer Name"), "Janet Doe");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Error creating/updating ticket")).toBeInTheDocument();
    expect(
      screen.getByText("Someone else changed this ticket. It has been reloaded; make your change again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText("Issue Description")).toHaveValue("Brakes squeal and grind"));
    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue("Jane Doe");

    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Ticket Updated")).toBeInTheDocument();
    const patches = api.calls.filter((call) => call.method === "PATCH");
    expect(patches.map((call) => (call.body as { updatedAt: string }).updatedAt)).toEqual([
      brakes.updatedAt,
      theirs.updatedAt,
    ]);
  });

  it("on a stale edit shows the ticket the 409 carries, without asking for it again", async () => {
    const theirs = { ...brakes, customerContact: "jane@example.com", updatedAt: "2025-03-02T10:00:00.123Z" };
    const api = stubTicketsApi({
      tickets: [brakes],
      routes: {
        "PATCH /api/tickets/t1": () =>
          jsonResponse(409, {
            error: { code: "conflict", message: "Someone else changed this ticket.", details: { current: theirs } },
          }),
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: /View or edit ticket/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Someone else changed this ticket.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText("Customer Contact")).toHaveValue("jane@example.com"));
    expect(api.calls.filter((call) => call.method === "GET" && call.path === "/api/tickets/t1")).toEqual([]);
  });

  it("on a stale edit of a ticket deleted meanwhile closes the form", async () => {
    let tickets = [brakes];
    stubTicketsApi({
      tickets: () => tickets,
      routes: {
        "PATCH /api/tickets/t1": () => {
          tickets = [];
          return errorResponse(409, "conflict", "Someone else changed this ticket.");
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: /View or edit ticket/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Someone else changed this ticket.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deletes a ticket only after confirming, naming it", async () => {
    let tickets = [brakes, oil];
    const api = stubTicketsApi({
      tickets: () => tickets,
      routes: {
        "DELETE /api/tickets/t2": () => {
          tickets = [brakes];
          return new Response(null, { status: 204 });
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Delete ticket 2FMDK3GC4ABA12345 (Sam Lee)" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete service ticket?" });
    expect(confirm).toHaveTextContent("delete the ticket for 2FMDK3GC4ABA12345 (Sam Lee)? This action cannot be undone.");
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Ticket Deleted")).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: "DELETE", path: "/api/tickets/t2", query: {}, body: undefined });
    await waitFor(() => expect(screen.queryByRole("cell", { name: oil.vin })).toBeNull());
  });

  it("toasts Error deleting ticket when the server refuses", async () => {
    stubTicketsApi({
      tickets: [brakes],
      routes: { "DELETE /api/tickets/t1": () => errorResponse(404, "not_found", "That ticket no longer exists.") },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: /Delete ticket/ }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting ticket")).toBeInTheDocument();
    expect(screen.getByText("That ticket no longer exists.")).toBeInTheDocument();
  });
});
