import { configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Customer } from "@/shared/schemas/customers";
import type { Reminder } from "@/shared/schemas/reminders";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { makeCustomer, makeCustomerSummary } from "../testing/make-customer";
import { CustomerPage } from "./customer-page";

configure({ asyncUtilTimeout: 5000 });

function reminder(overrides: Partial<Reminder>): Reminder {
  return {
    id: "rem-1",
    customer: { id: "cus-1", name: "Jane Driver" },
    kind: "service-due",
    vehicle: "2019 Honda Accord",
    description: "Next service due by 2026-12-10",
    dueDate: "2026-12-10",
    sendDate: "2026-11-26",
    state: "sent",
    attempts: 1,
    lastError: null,
    sentAt: "2026-11-26T08:00:00.000Z",
    ...overrides,
  };
}

const olderSent = reminder({ id: "rem-old", sentAt: "2026-06-02T08:00:00.000Z", sendDate: "2026-06-02", description: "Next service due by 2026-06-12" });
const newerSent = reminder({ id: "rem-new", kind: "appointment", vehicle: "", description: "Appointment on 2026-12-02 at 09:00: Brake check" });
const failed = reminder({
  id: "rem-failed",
  kind: "declined-work",
  description: "Front pads declined on 2026-05-01",
  sendDate: "2026-09-15",
  state: "failed",
  attempts: 3,
  lastError: "550 Mailbox unavailable",
  sentAt: null,
});

function renderPage(role: Role, customer: Customer = makeCustomer(), routes: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/customers/cus-1/summary": () => jsonResponse(200, makeCustomerSummary({ customer })),
    "GET /api/reminders": (call) =>
      jsonResponse(200, { reminders: call.query.state === "failed" ? [failed] : call.query.state === "sent" ? [newerSent, olderSent] : [] }),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/customers/cus-1" element={<CustomerPage customerId="cus-1" />} />
    </Routes>,
    { initialEntries: ["/customers/cus-1"] },
  );
  return { calls, ...view };
}

function remindersCard(): HTMLElement {
  return screen.getByRole("heading", { level: 2, name: "Reminders" }).closest("[data-slot=card]") as HTMLElement;
}

describe("The customer's Reminders", { timeout: 30_000 }, () => {
  it("lists the customer's sent and failed reminders newest first, asking for theirs only", async () => {
    const { calls } = renderPage("Service Advisor");
    const list = await screen.findByRole("list", { name: "Reminders mailed" });
    const lines = within(list).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining("Appointment on 2026-12-02 at 09:00: Brake check"),
      expect.stringContaining("Front pads declined on 2026-05-01"),
      expect.stringContaining("Next service due by 2026-06-12"),
    ]);
    expect(lines[0]).toHaveTextContent("Appointment");
    expect(lines[0]).toHaveTextContent("Sent");
    expect(lines[1]).toHaveTextContent("Declined work");
    expect(lines[1]).toHaveTextContent("Failed after 3 tries: 550 Mailbox unavailable");
    expect(lines[2]).toHaveTextContent("Service due");
    expect(lines[2]).toHaveTextContent("2019 Honda Accord");
    expect(within(remindersCard()).getByText("Agrees to reminders by e-mail.")).toBeInTheDocument();
    expect(listQueries(calls, "/api/reminders").sort((a, b) => (a.state ?? "").localeCompare(b.state ?? ""))).toEqual([
      { state: "failed", customerId: "cus-1" },
      { state: "sent", customerId: "cus-1" },
    ]);
  });

  it("says when the customer stopped reminders, and when none were mailed", async () => {
    renderPage("Manager", makeCustomer({ remindersStoppedAt: "2026-11-25T12:00:00.000Z" }), { "GET /api/reminders": () => jsonResponse(200, { reminders: [] }) });
    expect(await screen.findByText("No reminders have been mailed to this customer.")).toBeInTheDocument();
    expect(within(remindersCard()).getByText(/^Stopped reminders on .*2026.*, through the link in a mail\.$/)).toBeInTheDocument();
  });

  it("shows the server's message when the reminders cannot be read", async () => {
    renderPage("Admin", makeCustomer({ remindersAgreed: false }), {
      "GET /api/reminders": () => errorResponse(500, "internal", "Something went wrong on the server."),
    });
    await screen.findByRole("heading", { level: 2, name: "Reminders" });
    expect(await within(remindersCard()).findByRole("alert")).toHaveTextContent("Something went wrong on the server.");
    expect(within(remindersCard()).getByText("Has not agreed to reminders.")).toBeInTheDocument();
  });
});
