import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { JOB_CARD_REQUIRED_MESSAGE } from "@/shared/schemas/job-card-form";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { makeJobCard } from "../testing/make-job-card";
import { JobCardsPage } from "./job-cards-page";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const brakes = makeJobCard();
const fromTicket = makeJobCard({
  id: "9f8e7d6c-1111-4222-8333-444455556666",
  serviceTicketId: "t1",
  ticket: { id: "t1", vin: "2T1BURHE0JC123456", customerName: "Tim Ticket", issueDescription: "Squeaky brakes" },
  vin: null,
  customerName: null,
  customerContact: null,
  serviceDescription: "x".repeat(150),
  assignedTechnicianId: null,
  technician: null,
  status: "Awaiting Parts",
});

const technicians = [
  { userId: "tech-1", name: "Tom Tech", email: "tom@shop.test" },
  { userId: "tech-2", name: "Tess Wrench", email: "tess@shop.test" },
];

type Routes = Record<string, ApiHandler>;

function stubJobCards({ role = "Service Advisor" as Role, cards = [brakes, fromTicket], routes = {} as Routes } = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    "GET /api/job-cards": () => jsonResponse(200, { jobCards: cards, nextCursor: null }),
    "GET /api/technicians": () => jsonResponse(200, { technicians }),
    ...routes,
  });
}

function rowOf(text: string): HTMLElement {
  return screen.getByRole("cell", { name: text }).closest("tr")!;
}

async function renderPage() {
  const view = renderWithProviders(<JobCardsPage />);
  await waitFor(() => expect(screen.queryByRole("status", { name: "Loading job cards" })).toBeNull());
  return view;
}

describe("Job Cards list", { timeout: SLOW_TEST_MS }, () => {
  it("shows each card with its short id, VIN, customer, preview, technician, status and actions", async () => {
    stubJobCards();
    await renderPage();

    const row = rowOf("1a2b3c4d...");
    expect(within(row).getByRole("cell", { name: "1HGCM82633A004352" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "Jane Driver" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "Tom Tech" })).toBeInTheDocument();
    expect(within(row).getByText("Pending")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "View details of job card 1a2b3c4d" })).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Print job card 1a2b3c4d" })).toHaveAttribute(
      "href",
      `/jobcards/${brakes.id}/print`,
    );
    expect(within(row).getByRole("button", { name: "Delete job card 1a2b3c4d" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Job Card ID" })).toBeInTheDocument();
    expect(screen.getByText("Showing 2 job cards")).toBeInTheDocument();
  });

  it("shows a ticket's VIN and customer, Unassigned, and the first 100 characters of the description", async () => {
    stubJobCards();
    await renderPage();

    const row = rowOf("9f8e7d6c...");
    expect(within(row).getByRole("cell", { name: "2T1BURHE0JC123456" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "Tim Ticket" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "Unassigned" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: `${"x".repeat(100)}...` })).toBeInTheDocument();
    expect(within(row).getByText("Awaiting Parts")).toBeInTheDocument();
  });

  it("shows No job cards found when there are none", async () => {
    stubJobCards({ cards: [] });
    renderWithProviders(<JobCardsPage />);
    expect(await screen.findByText("No job cards found")).toBeInTheDocument();
  });

  it("toasts Error fetching job cards with the server's message", async () => {
    stubJobCards({
      routes: { "GET /api/job-cards": () => errorResponse(503, "unavailable", "The database is starting.") },
    });
    renderWithProviders(<JobCardsPage />);
    expect(await screen.findByText("Error fetching job cards")).toBeInTheDocument();
    expect(screen.getByText("The database is starting.")).toBeInTheDocument();
  });

  it("asks the server with the search, the status filter and the assignment toggle", async () => {
    const calls = stubJobCards();
    const { user } = await renderPage();
    await screen.findByRole("cell", { name: "1a2b3c4d..." });
    expect(listQueries(calls, "/api/job-cards")).toEqual([{}]);
    expect(screen.getByRole("button", { name: "All job cards" })).toHaveAttribute("aria-pressed", "true");

    // Keystrokes in quick succession: the debounce sends only the last, trimmed.
    const search = screen.getByRole("searchbox", { name: "Search job cards" });
    for (const value of ["j", "ja", "jan", "  jane "]) fireEvent.change(search, { target: { value } });
    // The cards shown are the unsearched list's until the search answers, and the table says so.
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(listQueries(calls, "/api/job-cards").at(-1)).toEqual({ search: "jane" }));
    await waitFor(() => expect(screen.getByRole("table")).not.toHaveAttribute("aria-busy"));
    expect(listQueries(calls, "/api/job-cards")).toEqual([{}, { search: "jane" }]);

    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by status" }), "Completed");
    await waitFor(() => expect(listQueries(calls, "/api/job-cards").at(-1)).toEqual({ search: "jane", status: "Completed" }));
    const options = within(screen.getByRole("combobox", { name: "Filter by status" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "All",
      "Pending",
      "In Progress",
      "Awaiting Parts",
      "Completed",
      "Billed",
      "Cancelled",
    ]);

    await user.click(screen.getByRole("button", { name: "Assigned to me" }));
    await waitFor(() =>
      expect(listQueries(calls, "/api/job-cards").at(-1)).toEqual({ search: "jane", status: "Completed", assignedTo: "me" }),
    );
  });

  it("starts a Service Technician on the cards assigned to them, without create, delete or tickets", async () => {
    const calls = stubJobCards({ role: "Service Technician" });
    await renderPage();
    await screen.findByRole("cell", { name: "1a2b3c4d..." });

    expect(listQueries(calls, "/api/job-cards")).toEqual([{ assignedTo: "me" }]);
    expect(screen.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("button", { name: "Create New Job Card" })).toBeNull();
    expect(screen.queryByRole("link", { name: "View Service Tickets" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete job card/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Print job card 1a2b3c4d" })).toBeInTheDocument();
  });

  it("links an Advisor to the service tickets", async () => {
    stubJobCards();
    await renderPage();
    expect(await screen.findByRole("link", { name: "View Service Tickets" })).toHaveAttribute("href", "/service-tickets");
  });

  it("loads the next page with the cursor when Load more is pressed", async () => {
    const older = makeJobCard({ id: "00ff00ff-0000-4000-8000-000000000000", vin: "OLDERVIN000000001" });
    let page = 0;
    const calls = stubJobCards({
      routes: {
        "GET /api/job-cards": () =>
          page++ === 0
            ? jsonResponse(200, { jobCards: [brakes], nextCursor: "cursor-2" })
            : jsonResponse(200, { jobCards: [older], nextCursor: null }),
      },
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole("button", { name: "Load more" }));

    expect(await screen.findByRole("cell", { name: "OLDERVIN000000001" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "1HGCM82633A004352" })).toBeInTheDocument();
    expect(listQueries(calls, "/api/job-cards")).toEqual([{}, { cursor: "cursor-2" }]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("refetches the list when Refresh is pressed", async () => {
    const calls = stubJobCards();
    const { user } = await renderPage();
    await screen.findByRole("cell", { name: "1a2b3c4d..." });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listQueries(calls, "/api/job-cards")).toHaveLength(2));
  });
});

describe("Create New Job Card", { timeout: SLOW_TEST_MS }, () => {
  async function openCreate() {
    const view = await renderPage();
    await view.user.click(await screen.findByRole("button", { name: "Create New Job Card" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Job Card" });
    await within(dialog).findByRole("option", { name: "Tom Tech" });
    return { ...view, dialog };
  }

  it("toasts Missing Fields and names each missing field under it, sending nothing", async () => {
    const calls = stubJobCards();
    const { user, dialog } = await openCreate();

    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Missing Fields")).toBeInTheDocument();
    expect(screen.getByText(JOB_CARD_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText("VIN is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Service description is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Assigned technician is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("VIN")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("creates a job card with the typed values and the chosen technician", async () => {
    const created = makeJobCard({ id: "abcdef12-0000-4000-8000-000000000000", vin: "NEWVIN00000000001" });
    const calls = stubJobCards({
      routes: { "POST /api/job-cards": () => jsonResponse(201, { jobCard: created }) },
    });
    const { user, dialog } = await openCreate();
    const status = within(dialog).getByLabelText("Status");
    expect(status).toHaveValue("Pending");
    expect(within(status).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Pending",
      "In Progress",
      "Awaiting Parts",
    ]);
    expect(within(dialog).getByLabelText("Estimated Hours")).toHaveAttribute("step", "0.1");

    await user.type(within(dialog).getByLabelText("VIN"), "NEWVIN00000000001");
    await user.type(within(dialog).getByLabelText("Customer Name"), "Nina New");
    await user.type(within(dialog).getByLabelText("Customer Contact"), "555-0199");
    await user.type(within(dialog).getByLabelText("Service Description"), "Oil change");
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tess Wrench");
    await user.selectOptions(status, "In Progress");
    await user.type(within(dialog).getByLabelText("Estimated Hours"), "1.5");
    await user.type(within(dialog).getByLabelText("Mileage"), "48210");
    const promised = within(dialog).getByLabelText("Promised Time");
    expect(promised).toHaveAttribute("type", "datetime-local");
    fireEvent.change(promised, { target: { value: "2026-12-01T17:30" } });
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Job Card Created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      vin: "NEWVIN00000000001",
      customerName: "Nina New",
      customerContact: "555-0199",
      customerId: null,
      serviceDescription: "Oil change",
      assignedTechnicianId: "tech-2",
      status: "In Progress",
      estimatedHours: 1.5,
      mileage: 48210,
      // The local time the field shows, sent as the same moment in UTC.
      promisedAt: new Date(2026, 11, 1, 17, 30).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create New Job Card" })).toBeNull());
  });

  it("sends no promised time when the field is left empty", async () => {
    const calls = stubJobCards({
      routes: { "POST /api/job-cards": () => jsonResponse(201, { jobCard: makeJobCard() }) },
    });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText("VIN"), "VIN1");
    await user.type(within(dialog).getByLabelText("Service Description"), "Oil change");
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tom Tech");
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Job Card Created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ vin: "VIN1", promisedAt: null });
  });

  it("toasts Error creating job card with the server's message", async () => {
    stubJobCards({
      routes: {
        "POST /api/job-cards": () => errorResponse(400, "invalid", "That technician is no longer active."),
      },
    });
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByLabelText("VIN"), "VIN1");
    await user.type(within(dialog).getByLabelText("Service Description"), "Oil change");
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tom Tech");
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Error creating job card")).toBeInTheDocument();
    expect(screen.getByText("That technician is no longer active.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Create New Job Card" })).toBeInTheDocument();
  });

  it("toasts Error fetching technicians when they cannot be loaded", async () => {
    stubJobCards({
      routes: { "GET /api/technicians": () => errorResponse(500, "internal", "Technicians are unavailable.") },
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole("button", { name: "Create New Job Card" }));
    expect(await screen.findByText("Error fetching technicians")).toBeInTheDocument();
    expect(screen.getByText("Technicians are unavailable.")).toBeInTheDocument();
  });
});

describe("Delete job card", { timeout: SLOW_TEST_MS }, () => {
  it("deletes only after confirmation", async () => {
    let cards: JobCard[] = [brakes, fromTicket];
    const calls = stubJobCards({
      routes: {
        "GET /api/job-cards": () => jsonResponse(200, { jobCards: cards, nextCursor: null }),
        [`DELETE /api/job-cards/${brakes.id}`]: () => {
          cards = [fromTicket];
          return new Response(null, { status: 204 });
        },
      },
    });
    const { user } = await renderPage();

    await user.click(await screen.findByRole("button", { name: "Delete job card 1a2b3c4d" }));
    let confirm = screen.getByRole("alertdialog", { name: "Delete Job Card" });
    expect(confirm).toHaveTextContent("1a2b3c4d...");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete job card 1a2b3c4d" }));
    confirm = screen.getByRole("alertdialog", { name: "Delete Job Card" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Job Card Deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("cell", { name: "1a2b3c4d..." })).toBeNull());
    expect(screen.getByRole("cell", { name: "9f8e7d6c..." })).toBeInTheDocument();
  });

  it("toasts Error deleting job card with the server's message", async () => {
    stubJobCards({
      routes: {
        [`DELETE /api/job-cards/${brakes.id}`]: () => errorResponse(404, "not_found", "Job card not found."),
      },
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete job card 1a2b3c4d" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting job card")).toBeInTheDocument();
    expect(screen.getByText("Job card not found.")).toBeInTheDocument();
  });
});
