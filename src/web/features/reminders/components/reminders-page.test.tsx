import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Reminder } from "@/shared/schemas/reminders";
import { makeProfile } from "@/web/testing/make-profile";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi } from "@/web/testing/stub-api";
import { RemindersPage } from "./reminders-page";

configure({ asyncUtilTimeout: 5000 });

function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: null,
    customer: { id: "c1", name: "Ann Agreed" },
    kind: "service-due",
    vehicle: "2018 Honda Civic, VIN 1HGCM82633A004352",
    description: "Next service due by 2026-12-10",
    dueDate: "2026-12-10",
    sendDate: "2026-11-26",
    state: "pending",
    attempts: 0,
    lastError: null,
    sentAt: null,
    ...overrides,
  };
}

const LISTS: Record<string, Reminder[]> = {
  due: [reminder()],
  sent: [reminder({ id: "r1", customer: { id: "c2", name: "Sid Sent" }, kind: "appointment", description: "Appointment on 2026-12-02 at 09:00: Brake check", state: "sent", attempts: 1, sentAt: "2026-12-01T12:00:00.000Z" })],
  failed: [reminder({ id: "r2", customer: { id: "c3", name: "Fay Failing" }, state: "failed", attempts: 3, lastError: "Connection refused" })],
};

function stub() {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
    "GET /api/reminders": (call) => jsonResponse(200, { reminders: LISTS[call.query.state ?? "due"] ?? [] }),
  });
}

describe("the Reminders list", { timeout: 20_000 }, () => {
  it("shows what is due, then what was sent and what failed, each with customer, vehicle, what is due and when", async () => {
    stubScreen({ narrow: false });
    const calls = stub();
    const { user } = renderWithProviders(<RemindersPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Reminders" })).toBeInTheDocument();
    const row = (await screen.findByRole("cell", { name: "Ann Agreed" })).closest("tr")!;
    expect(within(row).getByText("2018 Honda Civic, VIN 1HGCM82633A004352")).toBeInTheDocument();
    expect(within(row).getByText("Service due: Next service due by 2026-12-10")).toBeInTheDocument();
    expect(within(row).getByText("2026-12-10")).toBeInTheDocument();
    expect(within(row).getByText("Goes 2026-11-26")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Sent" }));
    const sent = (await screen.findByRole("cell", { name: "Sid Sent" })).closest("tr")!;
    expect(within(sent).getByText("Sent 2026-12-01")).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ann Agreed" })).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Failed" }));
    const failed = (await screen.findByRole("cell", { name: "Fay Failing" })).closest("tr")!;
    expect(within(failed).getByText("Failed after 3 tries: Connection refused")).toBeInTheDocument();
    expect(listQueries(calls, "/api/reminders")).toEqual([{ state: "due" }, { state: "sent" }, { state: "failed" }]);
  });

  it("shows a card per reminder below 640 px", async () => {
    stubScreen({ narrow: true });
    stub();
    renderWithProviders(<RemindersPage />);
    const list = await screen.findByRole("list", { name: "Reminders" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByRole("heading", { name: "Ann Agreed" })).toBeInTheDocument();
    expect(within(card).getByText("Next service due by 2026-12-10")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when nothing is due, and shows the server's refusal", async () => {
    stubScreen({ narrow: false });
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      "GET /api/reminders": () => jsonResponse(200, { reminders: [] }),
    });
    const first = renderWithProviders(<RemindersPage />);
    expect(await screen.findByText("Nothing is due for customers who agreed to reminders.")).toBeInTheDocument();
    first.unmount();

    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Technician" }) }),
      "GET /api/reminders": () => errorResponse(403, "forbidden", "You do not have permission to do this."),
    });
    renderWithProviders(<RemindersPage />);
    expect(await screen.findByRole("alert")).toHaveTextContent("You do not have permission to do this.");
  });
});
