import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { makeJobCard } from "../testing/make-job-card";
import { JobCardsPage } from "./job-cards-page";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const ALL_STATUSES = ["Pending", "In Progress", "Awaiting Parts", "Completed", "Billed", "Cancelled"];
const TECHNICIAN_STATUSES = ["Pending", "In Progress", "Awaiting Parts", "Completed"];

const card = makeJobCard({
  serviceTicketId: "t1",
  ticket: { id: "t1", vin: "2T1BURHE0JC123456", customerName: "Tim Ticket", issueDescription: "Squeaky brakes" },
  notes: "Customer waits in the lounge",
});
const detailPath = `/api/job-cards/${card.id}`;

type Routes = Record<string, (call: ApiCall) => Response | Promise<Response>>;

/** Signs in as `role` with user id `userId`; the card is assigned to tech-1. */
function stubDetails({ role, userId = "u1", current = card, routes = {} as Routes }: { role: Role; userId?: string; current?: JobCard; routes?: Routes }) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId }) }),
    "GET /api/job-cards": () => jsonResponse(200, { jobCards: [current], nextCursor: null }),
    [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
    ...routes,
  });
}

async function openDetails() {
  const view = renderWithProviders(<JobCardsPage />);
  await view.user.click(await screen.findByRole("button", { name: "View details of job card 1a2b3c4d" }));
  const dialog = screen.getByRole("dialog", { name: "Job Card Details" });
  return { ...view, dialog };
}

function optionsOf(select: HTMLElement): (string | null)[] {
  return within(select).getAllByRole("option").map((option) => option.textContent);
}

describe("Job card details", { timeout: SLOW_TEST_MS }, () => {
  it("shows the whole card, its linked ticket, and all six statuses to an Advisor", async () => {
    stubDetails({ role: "Service Advisor" });
    const { dialog } = await openDetails();

    expect(within(dialog).getByText(card.id)).toBeInTheDocument();
    expect(within(dialog).getByText("1HGCM82633A004352")).toBeInTheDocument();
    expect(within(dialog).getByText("Jane Driver")).toBeInTheDocument();
    expect(within(dialog).getByText("555-0100")).toBeInTheDocument();
    expect(within(dialog).getByText("Replace front brake pads and rotors")).toBeInTheDocument();
    expect(within(dialog).getByText("Tom Tech")).toBeInTheDocument();
    expect(within(dialog).getByText("tom@shop.test")).toBeInTheDocument();
    expect(within(dialog).getByText("2.5 hours")).toBeInTheDocument();
    expect(within(dialog).getByText("Customer waits in the lounge")).toBeInTheDocument();
    const ticket = within(dialog).getByRole("region", { name: "Linked Service Ticket" });
    expect(within(ticket).getByText("Squeaky brakes")).toBeInTheDocument();
    expect(within(ticket).getByText("2T1BURHE0JC123456")).toBeInTheDocument();
    expect(within(ticket).getByText("Tim Ticket")).toBeInTheDocument();
    expect(within(dialog).getByText("Created At")).toBeInTheDocument();
    expect(within(dialog).getByText("Updated At")).toBeInTheDocument();

    const status = await within(dialog).findByRole("combobox", { name: "Status" });
    expect(optionsOf(status)).toEqual(ALL_STATUSES);
    expect(status).toHaveValue("Pending");
    expect(within(dialog).getByRole("link", { name: "Print" })).toHaveAttribute("href", `/jobcards/${card.id}/print`);
  });

  it("offers a technician only the four technician statuses on a card assigned to them", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-1" });
    const { dialog } = await openDetails();
    const status = await within(dialog).findByRole("combobox", { name: "Status" });
    expect(optionsOf(status)).toEqual(TECHNICIAN_STATUSES);
  });

  it("shows a technician someone else's card read-only", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-2" });
    const { dialog } = await openDetails();
    await within(dialog).findByText(/Only the technician assigned to this card/);
    expect(within(dialog).queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Update Status" })).toBeNull();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
  });

  it("keeps a billed card read-only for its own technician", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-1", current: makeJobCard({ status: "Billed" }) });
    const { dialog } = await openDetails();
    await within(dialog).findByText(/Only the technician assigned to this card/);
    expect(within(dialog).queryByRole("combobox", { name: "Status" })).toBeNull();
  });

  it("changes the status, sending the updatedAt it showed", async () => {
    let current = card;
    const calls = stubDetails({
      role: "Manager",
      routes: {
        "GET /api/job-cards": () => jsonResponse(200, { jobCards: [current], nextCursor: null }),
        [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
        [`PATCH ${detailPath}/status`]: () => {
          current = { ...card, status: "Billed", updatedAt: "2025-03-02T10:00:00.456Z" };
          return jsonResponse(200, { jobCard: current });
        },
      },
    });
    const { user, dialog } = await openDetails();
    const status = await within(dialog).findByRole("combobox", { name: "Status" });
    expect(within(dialog).getByRole("button", { name: "Update Status" })).toBeDisabled();

    await user.selectOptions(status, "Billed");
    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      status: "Billed",
      updatedAt: "2025-03-01T09:00:00.123Z",
    });
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("Billed"));
    expect(within(dialog).getByRole("button", { name: "Update Status" })).toBeDisabled();
  });

  it("toasts the server's message on a stale change (409) and reloads the card", async () => {
    const changed: JobCard = { ...card, status: "In Progress", updatedAt: "2025-03-01T11:00:00.789Z" };
    let current = card;
    const calls = stubDetails({
      role: "Service Advisor",
      routes: {
        "GET /api/job-cards": () => jsonResponse(200, { jobCards: [current], nextCursor: null }),
        [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
        [`PATCH ${detailPath}/status`]: () => {
          // Someone else moved the card in the meantime.
          current = changed;
          return errorResponse(409, "conflict", "Someone else changed this job card. It has been reloaded; make your change again.");
        },
      },
    });
    const { user, dialog } = await openDetails();
    const status = await within(dialog).findByRole("combobox", { name: "Status" });
    await user.selectOptions(status, "Completed");
    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Error updating status")).toBeInTheDocument();
    expect(screen.getByText("Someone else changed this job card. It has been reloaded; make your change again.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("In Progress"));
    expect(calls.filter((call) => call.method === "GET" && call.path === detailPath).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the card a 409 carries, even when reading the card again fails", async () => {
    const changed: JobCard = { ...card, status: "Awaiting Parts", updatedAt: "2025-03-01T11:00:00.789Z" };
    let reads = 0;
    stubDetails({
      role: "Service Advisor",
      routes: {
        // Reads after the first fail, so only the 409's card can move the screen on.
        [`GET ${detailPath}`]: () =>
          ++reads === 1 ? jsonResponse(200, { jobCard: card }) : errorResponse(503, "unavailable", "The server is busy."),
        [`PATCH ${detailPath}/status`]: () =>
          jsonResponse(409, { error: { code: "conflict", message: "Someone else changed this job card.", details: { current: changed } } }),
      },
    });
    const { user, dialog } = await openDetails();
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Status" }), "Completed");
    await user.click(within(dialog).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Someone else changed this job card.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Status" })).toHaveValue("Awaiting Parts"));
  });
});
