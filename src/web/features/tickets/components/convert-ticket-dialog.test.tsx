import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse } from "@/web/testing/stub-api";
import { fillIn } from "../testing/fill-in";
import { makeTicket, stubTicketsApi, technicians } from "../testing/stub-tickets-api";
import { ServiceTicketsPage } from "./service-tickets-page";

const open = makeTicket();
const assigned = makeTicket({ id: "t2", vin: "2FMDK3GC4ABA12345", customerName: "Sam Lee", status: "Assigned" });
const convertLabel = "Convert ticket 1HGCM82633A004352 (Jane Doe) to job card";

/** Where the toast's Open Repair Order goes. */
function RepairOrderStandIn() {
  return <p>{`Repair order of ${useParams().id ?? ""}`}</p>;
}

async function renderPage() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/service-tickets" element={<ServiceTicketsPage />} />
      <Route path="/jobcards/:id" element={<RepairOrderStandIn />} />
    </Routes>,
    { initialEntries: ["/service-tickets"] },
  );
  await screen.findByRole("cell", { name: open.vin });
  return view;
}

describe("Converting a service ticket to a job card", { timeout: 15_000 }, () => {
  it("requires a technician: a toast and the message under the field, nothing sent", async () => {
    const api = stubTicketsApi({ tickets: [open] });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: convertLabel }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to Job Card" });
    expect(within(dialog).getByLabelText("Service Description")).toHaveValue(open.issueDescription);
    expect(within(dialog).getByLabelText("Estimated Hours")).toHaveAttribute("step", "0.1");
    expect(await within(dialog).findByRole("option", { name: "Tom Tech" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Technician Required")).toBeInTheDocument();
    const technician = within(dialog).getByLabelText("Assigned Technician");
    expect(technician).toHaveAttribute("aria-invalid", "true");
    expect(technician).toHaveAccessibleDescription("Please assign a service technician");
    expect(api.calls.some((call) => call.path.endsWith("/convert"))).toBe(false);
  });

  it("creates the job card and shows the ticket Assigned", async () => {
    let tickets: ServiceTicket[] = [open];
    const api = stubTicketsApi({
      tickets: () => tickets,
      routes: {
        "POST /api/tickets/t1/convert": () => {
          const ticket = { ...open, status: "Assigned" as const };
          tickets = [ticket];
          return jsonResponse(201, { ticket, jobCard: { id: "jc1", technician: technicians[0] } });
        },
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: convertLabel }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to Job Card" });
    await within(dialog).findByRole("option", { name: "Tina Wrench" });
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tina Wrench");
    await fillIn(user, within(dialog).getByLabelText("Estimated Hours"), "1.5");
    await fillIn(user, within(dialog).getByLabelText("Mileage"), "61000");
    await fillIn(user, within(dialog).getByLabelText("Notes"), "Customer waits");
    fireEvent.change(within(dialog).getByLabelText("Promised Time"), { target: { value: "2026-12-02T08:15" } });
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Job Card Created")).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === "/api/tickets/t1/convert")?.body).toEqual({
      assignedTechnicianId: "tech-2",
      serviceDescription: open.issueDescription,
      estimatedHours: 1.5,
      mileage: 61000,
      notes: "Customer waits",
      // The local time the field shows, sent as the same moment in UTC.
      promisedAt: new Date(2026, 11, 2, 8, 15).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = screen.getByRole("cell", { name: open.vin }).closest("tr")!;
    expect(await within(row).findByText("Assigned")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: convertLabel })).toBeNull();

    // A plain click: the toast's pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Open Repair Order" }));
    expect(await screen.findByText("Repair order of jc1")).toBeInTheDocument();
  });

  it("toasts the server's message when the ticket is no longer Open", async () => {
    stubTicketsApi({
      tickets: [open],
      routes: {
        "POST /api/tickets/t1/convert": () => errorResponse(409, "conflict", "Only an Open ticket can be converted."),
      },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: convertLabel }));
    const dialog = await screen.findByRole("dialog", { name: "Convert to Job Card" });
    await within(dialog).findByRole("option", { name: "Tom Tech" });
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tom Tech");
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));
    expect(await screen.findByText("Error creating job card")).toBeInTheDocument();
    expect(screen.getByText("Only an Open ticket can be converted.")).toBeInTheDocument();
  });

  it("toasts Error fetching technicians when they cannot be loaded", async () => {
    stubTicketsApi({
      tickets: [open],
      routes: { "GET /api/technicians": () => errorResponse(500, "internal", "The server failed.") },
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: convertLabel }));
    expect(await screen.findByText("Error fetching technicians")).toBeInTheDocument();
  });

  it("is offered only on Open tickets", async () => {
    stubTicketsApi({ tickets: [open, assigned] });
    await renderPage();
    expect(screen.getByRole("button", { name: convertLabel })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Convert ticket 2FMDK3GC4ABA12345/ })).toBeNull();
    expect(screen.getByRole("button", { name: "View or edit ticket 2FMDK3GC4ABA12345 (Sam Lee)" })).toBeInTheDocument();
  });

  it("is hidden, with Delete, from a User, who may still create and edit tickets", async () => {
    stubTicketsApi({ role: "User", tickets: [open] });
    await renderPage();
    expect(screen.getByRole("button", { name: "Create New Ticket" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /View or edit ticket/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Convert ticket/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete ticket/ })).toBeNull();
  });
});
