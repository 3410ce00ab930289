import { configure, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { JobCardTime } from "@/shared/schemas/time-entries";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { JobCardsPage } from "../components/job-cards-page";
import { makeJobCard } from "../testing/make-job-card";
import { RepairOrderPage, type RepairOrderParts } from "./repair-order-page";

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

const entry = {
  id: "0f0e0d0c-0b0a-4a09-8807-060504030201",
  jobCardId: card.id,
  jobId: "job-brakes",
  jobName: "Front brakes",
  technician: { name: "Tom Tech", email: "tom@shop.test" },
  startedAt: "2025-03-01T09:00:00.000Z",
  stoppedAt: "2025-03-01T10:30:00.000Z",
  seconds: 5400,
  version: 3,
};
const time: JobCardTime = {
  entries: [entry],
  jobs: [{ jobId: "job-brakes", jobName: "Front brakes", approvedLaborHoursTenths: 20, clockedSeconds: 5400 }],
  running: null,
};

/** The other features' parts, as plain markers: this page only places them. */
const parts: RepairOrderParts = {
  work: () => <p>Approved work here</p>,
  estimate: () => (
    <section aria-label="Estimate">
      <h2>Estimate</h2>
    </section>
  ),
  inspection: (_jobCardId, canInspect) => <p>{canInspect ? "Inspect here" : "Inspection to read"}</p>,
  invoice: () => (
    <section aria-label="Invoice">
      <h2>Invoice</h2>
    </section>
  ),
  clock: () => (job) => <button type="button">{`Clock ${job.jobName}`}</button>,
};

type Routes = Record<string, (call: ApiCall) => Response | Promise<Response>>;

/** Signs in as `role` with user id `userId`; the card is assigned to tech-1. */
function stubDetails({ role, userId = "u1", current = card, routes = {} as Routes }: { role: Role; userId?: string; current?: JobCard; routes?: Routes }) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId }) }),
    "GET /api/job-cards": () => jsonResponse(200, { jobCards: [current], nextCursor: null }),
    [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
    [`GET ${detailPath}/time`]: () => jsonResponse(200, time),
    [`GET ${detailPath}/history`]: () => jsonResponse(200, { events: [] }),
    [`GET ${detailPath}/photos`]: () => jsonResponse(200, { photos: [] }),
    ...routes,
  });
}

/** The address as the browser would show it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderApp(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/jobcards" element={<JobCardsPage />} />
        <Route path="/jobcards/:id" element={<RepairOrderPage jobCardId={card.id} parts={parts} />} />
      </Routes>
      <Address />
    </>,
    { initialEntries: [path] },
  );
}

async function openPage() {
  const view = renderApp(`/jobcards/${card.id}`);
  await screen.findByRole("heading", { level: 1, name: "Repair Order 1a2b3c4d..." });
  return { ...view, bar: screen.getByRole("region", { name: "Repair order actions" }) };
}

function optionsOf(select: HTMLElement): (string | null)[] {
  return within(select).getAllByRole("option").map((option) => option.textContent);
}

describe("Repair order page", { timeout: SLOW_TEST_MS }, () => {
  it("opens from the list's view action at /jobcards/<id>, and Back returns to the list with its search", async () => {
    stubDetails({ role: "Service Advisor" });
    const { user } = renderApp("/jobcards?search=brakes");
    await user.click(await screen.findByRole("button", { name: "View details of job card 1a2b3c4d" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Repair Order 1a2b3c4d..." })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent(`/jobcards/${card.id}`);

    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Job Cards" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/jobcards?search=brakes");
    expect(screen.getByRole("searchbox")).toHaveValue("brakes");
  });

  it("keeps what the list's search box holds in the address, so Back finds it again", async () => {
    stubDetails({ role: "Service Advisor" });
    const { user } = renderApp("/jobcards");
    await user.type(await screen.findByRole("searchbox"), "pads");
    await waitFor(() => expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/jobcards?search=pads"));
    expect(screen.getByRole("searchbox")).toHaveValue("pads");
  });

  it("shows the header, the sections in order and all six statuses to an Advisor", async () => {
    stubDetails({ role: "Service Advisor" });
    const { bar } = await openPage();
    const status = await within(bar).findByRole("combobox", { name: "Status" });

    expect(screen.getByText("VIN 1HGCM82633A004352")).toBeInTheDocument();
    expect(screen.getByText("Jane Driver")).toBeInTheDocument();
    expect(screen.getByText("555-0100")).toBeInTheDocument();
    expect(screen.getByText("Tom Tech")).toBeInTheDocument();
    expect(screen.getByText("Replace front brake pads and rotors")).toBeInTheDocument();
    expect(screen.getByText("Customer waits in the lounge")).toBeInTheDocument();
    expect(screen.getByText("Squeaky brakes")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Work",
      "Estimate",
      "Inspection",
      "Photos",
      "Time",
      "Invoice",
      "History",
    ]);
    expect(screen.getByRole("link", { name: "Print" })).toHaveAttribute("href", `/jobcards/${card.id}/print`);

    expect(optionsOf(status)).toEqual(ALL_STATUSES);
    expect(status).toHaveValue("Pending");
    // The card is not the Advisor's own: no clock of theirs to start on it.
    expect(within(bar).queryByRole("button", { name: /^Clock/ })).toBeNull();
  });

  it("shows the mileage the card recorded, over the one in the shop's vehicle records, and the records' when the card has none", async () => {
    vehiclesStore.update(() => [
      {
        id: "v1", make: "Honda", model: "Accord", year: 2003, licensePlate: "H-1", vin: "1HGCM82633A004352",
        owner: { name: "Jane Driver", phone: "", email: "" }, status: "active", mileage: 40000,
        lastService: "", nextServiceDue: "", notes: "", customFields: {},
      },
    ]);
    try {
      stubDetails({ role: "Service Advisor", current: { ...card, mileage: 48210 } });
      const first = await openPage();
      await waitFor(() => expect(screen.getByText("Mileage 48,210")).toBeInTheDocument());
      first.unmount();

      stubDetails({ role: "Service Advisor", current: { ...card, vin: "1HGCM82633A004352", mileage: null } });
      await openPage();
      await waitFor(() => expect(screen.getByText("Mileage 40,000")).toBeInTheDocument());
    } finally {
      vehiclesStore.update(() => []);
    }
  });

  it("gives the assigned technician the four technician statuses and the clock in the bottom bar, and no Estimate or Invoice", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-1" });
    const { bar } = await openPage();
    expect(optionsOf(await within(bar).findByRole("combobox", { name: "Status" }))).toEqual(TECHNICIAN_STATUSES);
    expect(await within(bar).findByRole("button", { name: "Clock Front brakes" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Estimate" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Invoice" })).toBeNull();
    expect(await within(screen.getByRole("region", { name: "Inspection" })).findByText("Inspect here")).toBeInTheDocument();
  });

  it("shows a technician someone else's card read-only", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-2" });
    const { bar } = await openPage();
    expect(await within(bar).findByText(/Only the technician assigned to this card/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Update Status" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Clock/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Inspection" })).toBeNull();
  });

  it("keeps a billed card read-only for its own technician", async () => {
    stubDetails({ role: "Service Technician", userId: "tech-1", current: makeJobCard({ status: "Billed" }) });
    const { bar } = await openPage();
    expect(await within(bar).findByText(/Only the technician assigned to this card/)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
  });

  it("changes the status, sending the updatedAt it showed", async () => {
    let current = card;
    const calls = stubDetails({
      role: "Manager",
      routes: {
        [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
        [`PATCH ${detailPath}/status`]: () => {
          current = { ...card, status: "Billed", updatedAt: "2025-03-02T10:00:00.456Z" };
          return jsonResponse(200, { jobCard: current });
        },
      },
    });
    const { user, bar } = await openPage();
    const status = await within(bar).findByRole("combobox", { name: "Status" });
    expect(within(bar).getByRole("button", { name: "Update Status" })).toBeDisabled();

    await user.selectOptions(status, "Billed");
    await user.click(within(bar).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ status: "Billed", updatedAt: "2025-03-01T09:00:00.123Z" });
    await waitFor(() => expect(within(bar).getByRole("combobox", { name: "Status" })).toHaveValue("Billed"));
    expect(within(bar).getByRole("button", { name: "Update Status" })).toBeDisabled();
  });

  it("toasts the server's message on a stale change (409) and shows the card as stored now", async () => {
    const changed: JobCard = { ...card, status: "In Progress", updatedAt: "2025-03-01T11:00:00.789Z" };
    let current = card;
    stubDetails({
      role: "Service Advisor",
      routes: {
        [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current }),
        [`PATCH ${detailPath}/status`]: () => {
          // Someone else moved the card in the meantime.
          current = changed;
          return errorResponse(409, "conflict", "Someone else changed this job card. It has been reloaded; make your change again.");
        },
      },
    });
    const { user, bar } = await openPage();
    await user.selectOptions((await within(bar).findByRole("combobox", { name: "Status" })), "Completed");
    await user.click(within(bar).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Error updating status")).toBeInTheDocument();
    expect(screen.getByText("Someone else changed this job card. It has been reloaded; make your change again.")).toBeInTheDocument();
    await waitFor(() => expect(within(bar).getByRole("combobox", { name: "Status" })).toHaveValue("In Progress"));
  });

  it("shows a clear message when the card cannot be read", async () => {
    stubDetails({ role: "Service Advisor", routes: { [`GET ${detailPath}`]: () => errorResponse(404, "not_found", "Job card not found.") } });
    renderApp(`/jobcards/${card.id}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Job card not found.");
  });

  it("lets a Manager correct a time entry with a reason, sending the version it showed", async () => {
    const calls = stubDetails({
      role: "Manager",
      routes: { [`PATCH /api/time-entries/${entry.id}`]: () => jsonResponse(200, { entry: { ...entry, version: 4 } }) },
    });
    const { user } = await openPage();
    const timeSection = screen.getByRole("region", { name: "Time" });
    await user.click(await within(timeSection).findByRole("button", { name: /^Edit time entry of Tom Tech/ }));
    const dialog = screen.getByRole("dialog", { name: "Edit Time Entry" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("A reason is required.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.type(within(dialog).getByLabelText(/Reason/), "Forgot to stop at lunch");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Time Entry Saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      startedAt: entry.startedAt,
      stoppedAt: entry.stoppedAt,
      reason: "Forgot to stop at lunch",
      version: 3,
    });
  });

  it("lets a Manager delete a time entry with a reason, and toasts the server's refusal", async () => {
    const calls = stubDetails({
      role: "Manager",
      routes: { [`DELETE /api/time-entries/${entry.id}`]: () => errorResponse(409, "conflict", "Someone else changed this time entry.") },
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole("button", { name: /^Delete time entry of Tom Tech/ }));
    const dialog = screen.getByRole("dialog", { name: "Delete Time Entry" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Entered twice");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Someone else changed this time entry.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ reason: "Entered twice" });
  });

  it("gives an Advisor no time entry edits", async () => {
    stubDetails({ role: "Service Advisor" });
    await openPage();
    await screen.findByText("1.5 h clocked of 2.0 h approved");
    expect(screen.queryByRole("button", { name: /time entry/i })).toBeNull();
  });
});
