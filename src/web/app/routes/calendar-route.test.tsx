import { configure, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Appointment } from "@/shared/schemas/appointments";
import { appointment, shopCalendar } from "@/web/features/calendar/testing/calendar-fixtures";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import CalendarRoute from "./calendar-route";

configure({ asyncUtilTimeout: 5000 });

const technicians = [
  { userId: "t1", name: "Tom Tech", email: "tom@shop.test" },
  { userId: "t2", name: "Tina Tech", email: "tina@shop.test" },
];

function stub({ role = "Service Advisor" as Role, appointments = [appointment()], routes = {} as Record<string, ApiHandler> } = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: role === "Service Technician" ? "t1" : "u1" }) }),
    "GET /api/shop-calendar": () => jsonResponse(200, { calendar: shopCalendar() }),
    "GET /api/technicians": () => jsonResponse(200, { technicians }),
    "GET /api/appointments": () => jsonResponse(200, { appointments }),
    ...routes,
  });
}

function renderCalendar(date = "2026-03-09") {
  return renderWithProviders(
    <Routes>
      <Route path="/calendar" element={<CalendarRoute />} />
      <Route path="/jobcards/:id" element={<h1>Repair order page</h1>} />
    </Routes>,
    { initialEntries: [`/calendar?date=${date}`] },
  );
}

const rowLabels = () => Array.from(document.querySelectorAll("[data-slot=calendar-row-label]"), (label) => label.textContent);

describe("the Calendar", { timeout: 30_000 }, () => {
  it("shows a spring-forward day's rows on the shop's clock, with no 02:00, and asks for that whole day", async () => {
    const calls = stub({ appointments: [appointment({ startsAt: "2026-03-08T07:00:00.000Z", endsAt: "2026-03-08T08:00:00.000Z" })] });
    renderCalendar("2026-03-08");

    const grid = await screen.findByRole("region", { name: "Bays on Sunday 8 March 2026" });
    expect(rowLabels()).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30", "05:00", "05:30"]);
    expect(await within(grid).findByRole("article", { name: "Jane Doe, 03:00–04:00" })).toHaveTextContent("2019 Toyota Camry (ABC-1234)");
    expect(calls.find((call) => call.path === "/api/appointments")?.query).toEqual({ from: "2026-03-08T05:00:00.000Z", to: "2026-03-09T04:00:00.000Z" });
  });

  it("shows each appointment's customer, vehicle, work, status and the server's warnings, by bay or by technician", async () => {
    stub({ appointments: [appointment({ warnings: [{ kind: "technician-overbooked", message: "Tom Tech is booked twice at 09:00." }] })] });
    const { user } = renderCalendar();

    const block = await screen.findByRole("article", { name: "Jane Doe, 09:00–10:00" });
    expect(block).toHaveTextContent("Oil change and brake check");
    expect(block).toHaveTextContent("Booked");
    expect(block).toHaveTextContent("Warnings: Tom Tech is booked twice at 09:00.");
    expect(screen.getByRole("heading", { name: "Bay 1" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "By technician" }));
    expect(screen.getByRole("region", { name: "Technicians on Monday 9 March 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tina Tech" })).toBeInTheDocument();
  });

  it("moves through days and weeks, asking for each range", async () => {
    const calls = stub();
    const { user } = renderCalendar();
    await screen.findByRole("article", { name: "Jane Doe, 09:00–10:00" });

    await user.click(screen.getByRole("button", { name: "Next day" }));
    expect(await screen.findByRole("heading", { name: "Tuesday 10 March 2026" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Week" }));
    expect(await screen.findByRole("region", { name: "Bays, week of Monday 9 March 2026" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/api/appointments").at(-1)?.query).toEqual({ from: "2026-03-09T04:00:00.000Z", to: "2026-03-16T04:00:00.000Z" }),
    );
  });

  it("moves an appointment with the keyboard alone and shows the server's warnings in a toast and on the block", async () => {
    const moved = (body: { startsAt: string; bayId: string | null; technicianId: string | null }): Appointment =>
      appointment({
        ...body,
        endsAt: new Date(Date.parse(body.startsAt) + 3600_000).toISOString(),
        updatedAt: "2026-03-02T10:00:00.000Z",
        warnings: [{ kind: "bay-overbooked", message: "Bay 2 is booked beyond its hours on Monday." }],
      });
    let current = [appointment()];
    const calls = stub({
      routes: {
        "GET /api/appointments": () => jsonResponse(200, { appointments: current }),
        "PATCH /api/appointments/a1/move": (call) => {
          current = [moved(call.body as Parameters<typeof moved>[0])];
          return jsonResponse(200, { appointment: current[0] });
        },
      },
    });
    const { user } = renderCalendar();
    await screen.findByRole("article", { name: "Jane Doe, 09:00–10:00" });

    const moveButton = screen.getByRole("button", { name: "Move Jane Doe's appointment" });
    while (document.activeElement !== moveButton) await user.tab();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Move Appointment" });
    await user.tab();
    expect(within(dialog).getByLabelText("Start")).toHaveValue("2026-03-09T09:00");
    await user.clear(within(dialog).getByLabelText("Start"));
    await user.type(within(dialog).getByLabelText("Start"), "2026-03-09T11:30");
    await user.selectOptions(within(dialog).getByLabelText("Bay"), "Bay 2");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Move Appointment" })).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.body).toEqual({ startsAt: expect.any(String), bayId: "bay-2", technicianId: "t1", updatedAt: "2026-03-01T10:00:00.000Z" });
    expect(Date.parse((patch?.body as { startsAt: string }).startsAt)).toBe(Date.parse("2026-03-09T15:30:00Z"));
    expect(await screen.findByText("Appointment moved, with warnings")).toBeInTheDocument();
    const block = await screen.findByRole("article", { name: "Jane Doe, 11:30–12:30" });
    expect(block).toHaveTextContent("Bay 2 is booked beyond its hours on Monday.");
  });

  it("at 375 px lists cards per bay, and puts a block back with the server's message when the bay is taken", async () => {
    stubScreen({ narrow: true });
    stub({
      routes: {
        "PATCH /api/appointments/a1/move": () => errorResponse(409, "conflict", "Bay 2 is held by John Roe's appointment at 09:00."),
      },
    });
    const { user } = renderCalendar();

    const bay1 = await screen.findByRole("region", { name: "Bay 1" });
    expect(await within(bay1).findByText(/Jane Doe/)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Bay 2" })).getByText("No appointments.")).toBeInTheDocument();

    await user.click(within(bay1).getByRole("button", { name: "Move Jane Doe's appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Appointment" });
    await user.selectOptions(within(dialog).getByLabelText("Bay"), "Bay 2");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Bay 2 is held by John Roe's appointment at 09:00.");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Bay 1" })).getByText(/Jane Doe/)).toBeInTheDocument());
    expect(within(screen.getByRole("region", { name: "Bay 2" })).getByText("No appointments.")).toBeInTheDocument();
  });

  it("shows a Service Technician their own appointments to read, with nothing to book or move", async () => {
    const calls = stub({ role: "Service Technician", appointments: [appointment({ customerPhone: null, customerEmail: null })] });
    const { user } = renderCalendar();

    await user.click(await screen.findByRole("button", { name: "Jane Doe, 09:00–10:00" }));
    const details = await screen.findByRole("dialog", { name: "Jane Doe" });
    expect(details).toHaveTextContent("2019 Toyota Camry (ABC-1234)");
    expect(within(details).queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(within(details).queryByRole("button", { name: "Check In" })).not.toBeInTheDocument();
    expect(details).not.toHaveTextContent("555-0100");
    expect(screen.queryByRole("button", { name: "New Appointment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Drag/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/appointments")?.query.technicianId).toBe("t1");
    expect(calls.some((call) => call.path === "/api/technicians")).toBe(false);
  });

  it("books a new appointment for a customer found as you type, with a vehicle added in place", async () => {
    const calls = stub({
      appointments: [],
      routes: {
        "GET /api/customers": () =>
          jsonResponse(200, {
            customers: [
              {
                id: "c9",
                name: "Sam Smith",
                phones: [{ kind: "Mobile", number: "555-0199" }],
                email: "sam@example.com",
                address: "",
                preferredContact: "Phone",
                notes: "",
                remindersAgreed: false,
                remindersStoppedAt: null,
                createdAt: "2026-01-01T00:00:00.000Z",
                updatedAt: "2026-01-01T00:00:00.000Z",
              },
            ],
            nextCursor: null,
          }),
        "GET /api/customers/c9/vehicles": () => jsonResponse(200, { vehicles: [] }),
        "POST /api/appointments": (call) => jsonResponse(201, { appointment: appointment({ id: "a2", customerName: "Sam Smith", ...(call.body as object) }) }),
      },
    });
    const { user } = renderCalendar();

    await user.click(await screen.findByRole("button", { name: "New Appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "New Appointment" });
    await user.click(within(dialog).getByRole("button", { name: "Book Appointment" }));
    expect(await within(dialog).findByText("Choose a customer.")).toBeInTheDocument();
    expect(within(dialog).getByText("Requested work is required.")).toBeInTheDocument();

    await user.type(within(dialog).getByRole("combobox", { name: "Customer" }), "Sam");
    await user.click(await within(dialog).findByRole("option", { name: /Sam Smith/ }));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/customers/c9/vehicles")).toBe(true));
    await user.selectOptions(within(dialog).getByLabelText("Vehicle"), "Add a vehicle");
    await user.type(within(dialog).getByLabelText("VIN"), "1HGCM82633A004352");
    await user.type(within(dialog).getByLabelText("Make"), "Honda");
    await user.type(within(dialog).getByLabelText("Model"), "Accord");
    await user.type(within(dialog).getByLabelText("Year"), "2003");
    await user.type(within(dialog).getByLabelText("Requested Work"), "Timing belt");
    await user.clear(within(dialog).getByLabelText("Expected Hours"));
    await user.type(within(dialog).getByLabelText("Expected Hours"), "3");
    await user.selectOptions(within(dialog).getByLabelText("Technician"), "Tina Tech");
    await user.clear(within(dialog).getByLabelText("Start"));
    await user.type(within(dialog).getByLabelText("Start"), "2026-03-09T10:00");
    await user.type(within(dialog).getByLabelText("Promised"), "2026-03-09T16:00");
    await user.click(within(dialog).getByRole("button", { name: "Book Appointment" }));

    expect(await screen.findByText("Appointment booked.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST" && call.path === "/api/appointments");
    expect(post?.body).toMatchObject({
      customerId: "c9",
      customerVehicleId: null,
      newVehicle: { vin: "1HGCM82633A004352", make: "Honda", model: "Accord", year: 2003, licensePlate: "" },
      requestedWork: "Timing belt",
      expectedHours: 3,
      bayId: "bay-1",
      technicianId: "t2",
      dropOffAt: null,
    });
    const body = post?.body as { startsAt: string; promisedAt: string };
    expect(Date.parse(body.startsAt)).toBe(Date.parse("2026-03-09T14:00:00Z"));
    expect(Date.parse(body.promisedAt)).toBe(Date.parse("2026-03-09T20:00:00Z"));
  });

  it("edits an appointment, sending back the copy it opened, and shows a refusal in the form", async () => {
    const calls = stub({
      routes: {
        "GET /api/customers/c1/vehicles": () =>
          jsonResponse(200, {
            vehicles: [{ id: "v1", customerId: "c1", vin: "", make: "Toyota", model: "Camry", year: 2019, licensePlate: "ABC-1234", mileage: null, createdAt: "2026-01-01T00:00:00.000Z" }],
          }),
        "PATCH /api/appointments/a1": () => errorResponse(409, "conflict", "Someone else changed this appointment. Reload it and try again."),
      },
    });
    const { user } = renderCalendar();

    await user.click(await screen.findByRole("button", { name: "Jane Doe, 09:00–10:00" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Jane Doe" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Appointment" });
    expect(within(dialog).getByLabelText("Requested Work")).toHaveValue("Oil change and brake check");
    await waitFor(() => expect(within(dialog).getByLabelText("Vehicle")).toHaveDisplayValue("2019 Toyota Camry (ABC-1234)"));
    await user.click(within(dialog).getByLabelText("Requested Work"));
    await user.paste(", wipers");
    await user.click(within(dialog).getByRole("button", { name: "Save Appointment" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Someone else changed this appointment. Reload it and try again.");
    expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      customerId: "c1",
      customerVehicleId: "v1",
      requestedWork: "Oil change and brake check, wipers",
      bayId: "bay-1",
      technicianId: "t1",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("confirms an appointment from its details", async () => {
    const calls = stub({ routes: { "PATCH /api/appointments/a1/status": () => jsonResponse(200, { appointment: appointment({ status: "Confirmed" }) }) } });
    const { user } = renderCalendar();

    await user.click(await screen.findByRole("button", { name: "Jane Doe, 09:00–10:00" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Jane Doe" })).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Appointment confirmed.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ status: "Confirmed", updatedAt: "2026-03-01T10:00:00.000Z" });
  });

  it("checks an appointment in as a repair order for a technician and lands on the new repair order", async () => {
    const calls = stub({
      routes: {
        "POST /api/appointments/a1/check-in": () =>
          jsonResponse(200, { appointment: appointment({ status: "Checked In", jobCardId: "jc1" }), jobCard: makeJobCard({ id: "jc1" }) }),
      },
    });
    const { user } = renderCalendar();

    await user.click(await screen.findByRole("button", { name: "Jane Doe, 09:00–10:00" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Jane Doe" })).getByRole("button", { name: "Check In" }));
    const dialog = await screen.findByRole("dialog", { name: "Check In" });
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tina Tech");
    await user.click(within(dialog).getByRole("button", { name: "Check In" }));

    expect(await screen.findByRole("heading", { name: "Repair order page" })).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/appointments/a1/check-in")?.body).toEqual({
      into: "repair-order",
      assignedTechnicianId: "t2",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
  });
});
