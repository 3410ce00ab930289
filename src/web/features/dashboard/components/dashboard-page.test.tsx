import { configure, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { ServerActivity } from "@/shared/schemas/activity";
import { writeLocal } from "@/web/lib/local-settings";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { localDateKey } from "@/web/lib/date-keys";
import { DashboardPage } from "./dashboard-page";

configure({ asyncUtilTimeout: 5000 });

const today = new Date();
/** A calendar day this many days from today, as forms store it. */
const day = (offset: number) => localDateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
const thisMonth = (date: number) => localDateKey(new Date(today.getFullYear(), today.getMonth(), date));
const lastMonth = localDateKey(new Date(today.getFullYear(), today.getMonth() - 1, 15));
const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

function seed(vehicles: object[], services: object[]) {
  localStorage.setItem("vehicles_local_cache", JSON.stringify(vehicles));
  localStorage.setItem("services_local_cache", JSON.stringify(services));
}

function stub({ role = "Admin" as Role, activity = [] as ServerActivity[], activityFails = false } = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/activity": () =>
      activityFails ? errorResponse(500, "internal", "Something went wrong.") : jsonResponse(200, { activity }),
  });
}

const card = (heading: string) => screen.getByRole("heading", { name: heading }).closest<HTMLElement>("[data-slot=card]")!;

beforeEach(() => localStorage.clear());

describe("Dashboard Overview", () => {
  it("shows the three figures from this browser's records, revenue in the configured currency", async () => {
    writeLocal("currencySymbol", "€");
    const camryId = `local_${minutesAgo(90)}_a`;
    seed(
      [{ id: camryId, make: "Toyota", model: "Camry", licensePlate: "ABC-1234" }, { id: "v2" }, { id: "v3" }],
      [
        { id: "s1", vehicleId: camryId, serviceDate: thisMonth(1), cost: 100.5, status: "In Progress" },
        { id: "s2", vehicleId: camryId, serviceDate: thisMonth(2), cost: "19.5", status: "Completed" },
        { id: "s3", vehicleId: camryId, serviceDate: lastMonth, cost: 1000, status: "In Progress" },
      ],
    );
    stub();
    renderWithProviders(<DashboardPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Total Vehicles" })).toHaveTextContent("3");
    expect(screen.getByRole("group", { name: "Active Services" })).toHaveTextContent("2");
    expect(screen.getByRole("group", { name: "Revenue (This Month)" })).toHaveTextContent("€120.00");
  });

  it("merges this browser's changes with the server's, newest first, with when and who", async () => {
    const camryId = `local_${minutesAgo(90)}_a`;
    seed([{ id: camryId, make: "Toyota", model: "Camry", licensePlate: "ABC-1234" }, { id: "v1", make: "Sample" }], []);
    stub({
      activity: [
        {
          kind: "ticket",
          id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
          action: "created",
          label: "Jane Doe: Brakes squeal",
          status: "Open",
          at: new Date(minutesAgo(5)).toISOString(),
          by: { name: "Olive Owner", email: "olive@shop.test" },
        },
      ],
    });
    renderWithProviders(<DashboardPage />);

    const activity = card("Recent Activity");
    await waitFor(() => expect(within(activity).getAllByRole("listitem")).toHaveLength(2));
    const [ticket, vehicle] = within(activity).getAllByRole("listitem");
    expect(ticket).toHaveTextContent("Ticket created: Jane Doe: Brakes squeal");
    expect(ticket).toHaveTextContent("5 minutes ago by Olive Owner");
    expect(within(ticket!).getByRole("link", { name: "Jane Doe: Brakes squeal" })).toHaveAttribute(
      "href",
      "/service-tickets?search=7c9e6679-7425-40de-944b-e07fc1f90ae7",
    );
    expect(vehicle).toHaveTextContent("Vehicle added: Toyota Camry (ABC-1234)");
    expect(vehicle).toHaveTextContent("2 hours ago in this browser");
    expect(within(vehicle!).getByRole("link", { name: "Toyota Camry (ABC-1234)" })).toHaveAttribute("href", `/vehicles/${camryId}`);
  });

  it("says so when there is no activity and nothing upcoming", async () => {
    seed([{ id: "v1", make: "Sample" }], [{ id: "s1", vehicleId: "v1", serviceDate: day(3), status: "Completed" }]);
    const calls = stub({ role: "Service Technician" });
    renderWithProviders(<DashboardPage />);

    expect(await within(card("Recent Activity")).findByText("No recent activity to display yet.")).toBeInTheDocument();
    expect(within(card("Upcoming Services")).getByText("No upcoming services scheduled.")).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/activity")).toBe(true));
  });

  it("still shows this browser's changes when the server's activity fails, and says so", async () => {
    seed([{ id: `local_${minutesAgo(1)}_a`, make: "Honda", model: "Civic", licensePlate: "LMN-9012" }], []);
    stub({ activityFails: true });
    renderWithProviders(<DashboardPage />);

    const activity = card("Recent Activity");
    expect(await within(activity).findByText("Ticket and job card activity could not be loaded.")).toBeInTheDocument();
    expect(within(activity).getByRole("link", { name: "Honda Civic (LMN-9012)" })).toBeInTheDocument();
  });

  it("lists upcoming services and vehicles due, soonest first, each linking to its record", () => {
    seed(
      [
        { id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234", nextServiceDue: day(20) },
        { id: "v2", make: "Ford", model: "F-150", licensePlate: "XYZ-5678", nextServiceDue: day(-4) },
        { id: "v3", make: "Honda", model: "Civic", licensePlate: "LMN-9012", nextServiceDue: day(45) },
      ],
      [
        { id: "s1", vehicleId: "v1", type: "Tire Rotation", serviceDate: day(7), status: "Scheduled" },
        { id: "s2", vehicleId: "v1", type: "Old Booking", serviceDate: day(-1), status: "Scheduled" },
      ],
    );
    stub();
    renderWithProviders(<DashboardPage />);

    const items = within(card("Upcoming Services")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Ford F-150 (XYZ-5678)",
      "Tire Rotation",
      "Toyota Camry (ABC-1234)",
    ]);
    expect(items[0]).toHaveTextContent("4 days overdue");
    expect(items[1]).toHaveTextContent("In 7 days");
    expect(within(items[1]!).getByRole("link")).toHaveAttribute("href", "/services/s1");
  });
});
