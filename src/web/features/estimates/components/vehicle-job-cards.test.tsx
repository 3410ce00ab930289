import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeBrakeJob, makeEstimate } from "../testing/make-estimate";
import { VehicleJobCards } from "./vehicle-job-cards";

configure({ asyncUtilTimeout: 5000 });

const VIN = "1HGCM82633A004352";

function card(id: string, overrides: Partial<JobCard> = {}): JobCard {
  return {
    id,
    serviceTicketId: null,
    ticket: null,
    vin: VIN,
    customerName: "Jane Driver",
    customerContact: null,
    customerId: null,
    serviceDescription: `Work ${id}`,
    assignedTechnicianId: null,
    technician: null,
    status: "Pending",
    estimatedHours: null,
    mileage: null,
    notes: null,
    promisedAt: null,
    createdBy: "u1",
    creator: null,
    createdAt: "2025-03-01T09:00:00.000Z",
    updatedAt: "2025-03-01T09:00:00.000Z",
    clockRunning: false,
    clockedSeconds: 0,
    ...overrides,
  };
}

function renderAs(role: Role) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/job-cards": () =>
      jsonResponse(200, {
        jobCards: [card("card-approved"), card("card-draft", { status: "In Progress" }), card("card-other", { vin: "OTHERVIN000000000" })],
        nextCursor: null,
      }),
    "GET /api/job-cards/card-approved/estimate": () =>
      jsonResponse(200, { estimate: makeEstimate({ jobCardId: "card-approved", currentVersion: 1, jobs: [makeBrakeJob({ state: "Approved" })] }) }),
    "GET /api/job-cards/card-draft/estimate": () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: "card-draft", jobs: [makeBrakeJob()] }) }),
  });
  renderWithProviders(<VehicleJobCards vin={VIN} />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("A vehicle's job cards", { timeout: 20_000 }, () => {
  it("lists the cards with this VIN and each estimate's state for an Advisor", async () => {
    const calls = renderAs("Service Advisor");
    const list = await screen.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    const approved = within(list).getByRole("link", { name: /Work card-approved/ });
    expect(await within(approved).findByText("Estimate: Approved")).toBeInTheDocument();
    const draft = within(list).getByRole("link", { name: /Work card-draft/ });
    expect(await within(draft).findByText("Estimate: Not Sent")).toBeInTheDocument();
    expect(within(draft).getByText("In Progress")).toBeInTheDocument();
    expect(draft).toHaveAttribute("href", "/jobcards/card-draft");
    expect(calls.find((call) => call.path === "/api/job-cards")?.query.search).toBe(VIN);
  });

  it("shows a technician the cards without estimate states", async () => {
    const calls = renderAs("Service Technician");
    expect(await screen.findByText("Work card-approved")).toBeInTheDocument();
    expect(screen.queryByText(/Estimate:/)).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/estimate"))).toBe(false);
  });

  it("shows a User nothing", async () => {
    const calls = renderAs("User");
    await waitFor(() => expect(calls.some((call) => call.path === "/api/auth/me")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Job Cards" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/job-cards")).toBe(false);
  });
});
