import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { appointment, shopCalendar } from "../testing/calendar-fixtures";
import { TodaysAppointmentsCard } from "./todays-appointments-card";

configure({ asyncUtilTimeout: 5000 });

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

function stub(role: Role) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "t1" }) }),
    "GET /api/shop-calendar": () => jsonResponse(200, { calendar: shopCalendar({ timeZone: "UTC" }) }),
    "GET /api/appointments": () =>
      jsonResponse(200, {
        appointments: [
          appointment({ id: "late", customerName: "Late Larry", vehicleLabel: "Ford F-150", status: "Confirmed", startsAt: inHours(0.02), endsAt: inHours(1) }),
          appointment({ id: "early", customerName: "Early Eve", vehicleLabel: "Honda Civic", startsAt: inHours(0.01), endsAt: inHours(1) }),
        ],
      }),
  });
}

describe("Today's Appointments", { timeout: 30_000 }, () => {
  it("lists today's appointments soonest first with time, customer, vehicle and status, linking to the calendar", async () => {
    const calls = stub("Service Advisor");
    renderWithProviders(<TodaysAppointmentsCard />);

    const card = screen.getByRole("heading", { name: "Today's Appointments" }).closest<HTMLElement>("[data-slot=card]")!;
    expect(await within(card).findByText("Early Eve")).toBeInTheDocument();
    const items = within(card).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Early Eve");
    expect(items[0]).toHaveTextContent("Honda Civic");
    expect(items[0]).toHaveTextContent("Booked");
    expect(items[1]).toHaveTextContent("Late Larry");
    expect(items[1]).toHaveTextContent("Confirmed");
    expect(within(card).getByRole("link", { name: "Open the Calendar" })).toHaveAttribute("href", "/calendar");
    const query = calls.find((call) => call.path === "/api/appointments")?.query;
    expect(query?.technicianId).toBeUndefined();
    expect(Date.parse(query!.to!) - Date.parse(query!.from!)).toBe(24 * 3600_000);
  });

  it("asks only for a technician's own appointments", async () => {
    const calls = stub("Service Technician");
    renderWithProviders(<TodaysAppointmentsCard />);

    expect(await screen.findByText("Early Eve")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/appointments")?.query.technicianId).toBe("t1");
  });
});
