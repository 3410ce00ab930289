import { configure, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi } from "@/web/testing/stub-api";
import { UniversalSearch } from "./universal-search";

configure({ asyncUtilTimeout: 5000 });
const SLOW_TEST_MS = 20_000;

const ticket: ServiceTicket = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  vin: "JH4KA7561PC008269",
  customerName: "Tina Ticket",
  customerContact: null,
  customerId: null,
  issueDescription: "Rattle from the dashboard",
  vehicleId: null,
  status: "Open",
  createdBy: "u2",
  creator: { name: "Olive Owner", email: "olive@shop.test" },
  createdAt: "2025-03-01T09:00:00.000Z",
  updatedAt: "2025-03-01T09:00:00.000Z",
};

const jobCard: JobCard = {
  id: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
  serviceTicketId: null,
  ticket: null,
  vin: "JH4KA7561PC008269",
  customerName: "Tina Ticket",
  customerContact: null,
  customerId: null,
  serviceDescription: "Find the rattle",
  assignedTechnicianId: null,
  technician: null,
  status: "Pending",
  estimatedHours: null,
  mileage: null,
  notes: null,
  promisedAt: null,
  createdBy: "u2",
  creator: null,
  createdAt: "2025-03-01T09:00:00.000Z",
  updatedAt: "2025-03-01T09:00:00.000Z",
  clockRunning: false,
  clockedSeconds: 0,
};

/** The server as far as the search sees it: a case-insensitive match over VIN and customer. */
const matches = (search: string | undefined, ...fields: (string | null)[]) =>
  fields.some((field) => field?.toLowerCase().includes((search ?? "").toLowerCase()));

function stub({ role = "Admin" as Role, ticketsFail = false } = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/tickets": ({ query }) =>
      ticketsFail
        ? errorResponse(500, "internal", "Something went wrong.")
        : jsonResponse(200, { tickets: matches(query.search, ticket.vin, ticket.customerName) ? [ticket] : [], nextCursor: null }),
    "GET /api/job-cards": ({ query }) =>
      jsonResponse(200, { jobCards: matches(query.search, jobCard.vin, jobCard.customerName) ? [jobCard] : [], nextCursor: null }),
  });
}

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderSearch({ withButton = false } = {}) {
  return renderWithProviders(
    <>
      <UniversalSearch label="Search" landmark placeholder="Search..." slashShortcut withButton={withButton} />
      <input aria-label="Another field" />
      <Location />
    </>,
  );
}

const box = () => screen.getByRole("searchbox", { name: "Search" });
const group = (name: string) => within(screen.getByRole("listbox", { name: "Results" })).getByRole("group", { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    "vehicles_local_cache",
    JSON.stringify([
      { id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234", vin: "4T1B11HK5KU123456", owner: { name: "John Smith" } },
      { id: "v2", make: "Ford", model: "F-150", licensePlate: "XYZ-5678", owner: { name: "Maria Garcia" } },
    ]),
  );
  localStorage.setItem(
    "services_local_cache",
    JSON.stringify([{ id: "s1", vehicleId: "v1", type: "Oil Change", serviceDate: "2025-03-01", status: "Completed" }]),
  );
});

describe("Universal search", { timeout: SLOW_TEST_MS }, () => {
  it("finds a plate kept only in this browser, in any case, with its services", async () => {
    stub();
    const { user } = renderSearch();
    await user.type(box(), "abc-12");

    const vehicles = await screen.findByRole("group", { name: "Vehicles" });
    expect(within(vehicles).getByRole("option", { name: /Toyota Camry \(ABC-1234\)/ })).toHaveAttribute("href", "/vehicles/v1");
    expect(within(group("Services")).getByRole("option", { name: /Oil Change/ })).toHaveAttribute("href", "/services/s1");
    expect(screen.queryByRole("group", { name: "Service Tickets" })).toBeNull();
  });

  it("finds a VIN that only a ticket and a job card hold, asking the server for five of each", async () => {
    const calls = stub();
    const { user } = renderSearch();
    await user.type(box(), "jh4ka7561");

    const ticketOption = await within(await screen.findByRole("group", { name: "Service Tickets" })).findByRole("option", {
      name: /JH4KA7561PC008269 \(Tina Ticket\)/,
    });
    expect(ticketOption).toHaveAttribute("href", `/service-tickets?search=${ticket.id}`);
    expect(within(group("Job Cards")).getByRole("option", { name: /Job card 0b1c2d3e/ })).toHaveAttribute("href", `/jobcards/${jobCard.id}`);
    expect(listQueries(calls, "/api/tickets").at(-1)).toEqual({ search: "jh4ka7561", limit: "5" });
    expect(listQueries(calls, "/api/job-cards").at(-1)).toEqual({ search: "jh4ka7561", limit: "5" });
  });

  it("asks only for the lists the role may see", async () => {
    const calls = stub({ role: "Service Technician" });
    const technician = renderSearch();
    await technician.user.type(box(), "jh4ka");
    await within(await screen.findByRole("group", { name: "Job Cards" })).findByRole("option");
    expect(listQueries(calls, "/api/tickets")).toEqual([]);
    technician.unmount();

    const userCalls = stub({ role: "User" });
    const { user } = renderSearch();
    await user.type(box(), "tina");
    await within(await screen.findByRole("group", { name: "Service Tickets" })).findByRole("option");
    expect(screen.queryByRole("group", { name: "Job Cards" })).toBeNull();
    expect(listQueries(userCalls, "/api/job-cards")).toEqual([]);
  });

  it("moves through the results with the arrow keys and opens the picked one with Enter", async () => {
    stub();
    const { user } = renderSearch();
    await user.type(box(), "a");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.getAttribute("href"))).toEqual(["/vehicles/v1", "/vehicles/v2", "/services/s1"]);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box()).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box()).toHaveAttribute("aria-activedescendant", options[2]!.id);

    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Location")).toHaveTextContent("/services/s1");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("closes with Escape and keeps what was typed", async () => {
    stub();
    const { user } = renderSearch();
    await user.type(box(), "ford");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box()).toHaveValue("ford");
    expect(box()).not.toHaveAttribute("aria-controls");
  });

  it("says when nothing matches", async () => {
    stub();
    const { user } = renderSearch();
    await user.type(box(), "zzz-nothing");
    expect(await screen.findByText("No results found.")).toBeInTheDocument();
  });

  it("shows this browser's results and a short message when the server's part fails", async () => {
    stub({ ticketsFail: true });
    const { user } = renderSearch();
    await user.type(box(), "toyota");
    expect(await screen.findByText("Service tickets could not be searched.")).toBeInTheDocument();
    expect(within(group("Vehicles")).getByRole("option", { name: /Toyota Camry/ })).toBeInTheDocument();
  });

  it("focuses the box on / unless the user is typing elsewhere", async () => {
    stub();
    const { user } = renderSearch();
    await user.keyboard("/");
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue("");

    await user.click(screen.getByRole("textbox", { name: "Another field" }));
    await user.keyboard("/");
    expect(screen.getByRole("textbox", { name: "Another field" })).toHaveValue("/");
  });

  it("searches at once with the Search button", async () => {
    stub();
    const { user } = renderSearch({ withButton: true });
    await user.type(box(), "maria");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("option", { name: /Ford F-150/ })).toBeInTheDocument();
    expect(box()).toHaveFocus();
  });
});
