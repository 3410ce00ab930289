import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { formatDateTime } from "@/web/lib/format-date-time";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { makeJobCard } from "../testing/make-job-card";
import { RepairOrderPage, type RepairOrderParts } from "./repair-order-page";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const card = makeJobCard();
const promisedAt = "2026-12-01T15:30:00.000Z";
const promisedCard = makeJobCard({ promisedAt });
const detailPath = `/api/job-cards/${card.id}`;
const promisedPath = `${detailPath}/promised`;

const parts: RepairOrderParts = { work: () => null, estimate: () => null, inspection: () => null, invoice: () => null, clock: () => () => null };

/** Signs in as `role`; GET answers `current()`, and PATCH .../promised answers with `promised`. */
function stubPage(role: Role, current: () => JobCard, promised?: (call: ApiCall) => Response) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    "GET /api/job-cards": () => jsonResponse(200, { jobCards: [current()], nextCursor: null }),
    [`GET ${detailPath}`]: () => jsonResponse(200, { jobCard: current() }),
    [`GET ${detailPath}/time`]: () => jsonResponse(200, { entries: [], jobs: [], running: null }),
    [`GET ${detailPath}/history`]: () => jsonResponse(200, { events: [] }),
    [`GET ${detailPath}/photos`]: () => jsonResponse(200, { photos: [] }),
    ...(promised ? { [`PATCH ${promisedPath}`]: promised } : {}),
  });
}

async function openPage() {
  const view = renderWithProviders(<RepairOrderPage jobCardId={card.id} parts={parts} />);
  await screen.findByRole("heading", { level: 1, name: "Repair Order 1a2b3c4d..." });
  return view;
}

/** The header's Promised item: its value, found by the label before it; null when there is none. */
function promisedValue(): HTMLElement | null {
  const label = screen.queryAllByText("Promised").find((element) => element.tagName === "DT");
  return (label?.nextElementSibling as HTMLElement | null) ?? null;
}

describe("The repair order's promised time", { timeout: SLOW_TEST_MS }, () => {
  it("shows Promised with the date and time in the reader's locale, and a technician no button to change it", async () => {
    stubPage("Service Technician", () => promisedCard);
    await openPage();
    const value = promisedValue();
    expect(value).toHaveTextContent(formatDateTime(promisedAt));
    expect(within(value!).getByText(formatDateTime(promisedAt))).toHaveAttribute("dateTime", promisedAt);
    expect(screen.queryByRole("button", { name: "Change promised time" })).toBeNull();
  });

  it("shows no Promised item while none is set, and an Advisor sets one, sent in UTC with the updatedAt shown", async () => {
    let stored = card;
    const calls = stubPage("Service Advisor", () => stored, (call) => {
      stored = { ...card, promisedAt: (call.body as { promisedAt: string }).promisedAt, updatedAt: "2025-03-01T09:05:00.000Z" };
      return jsonResponse(200, { jobCard: stored });
    });
    const { user } = await openPage();
    expect(promisedValue()).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Change promised time" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Promised Time" });
    const field = within(dialog).getByLabelText("Promised Time");
    expect(field).toHaveAttribute("type", "datetime-local");
    expect(field).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Clear" })).toBeDisabled();
    fireEvent.change(field, { target: { value: "2026-12-03T09:45" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    const sent = new Date(2026, 11, 3, 9, 45).toISOString();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PATCH")).toMatchObject({ path: promisedPath, body: { promisedAt: sent, updatedAt: card.updatedAt } });
    expect(await screen.findByText("Promised Time Saved")).toBeInTheDocument();
    expect(promisedValue()).toHaveTextContent(formatDateTime(sent));
  });

  it("lets a Manager clear the promised time, and the item goes", async () => {
    let stored = promisedCard;
    const calls = stubPage("Manager", () => stored, () => {
      stored = { ...promisedCard, promisedAt: null, updatedAt: "2025-03-01T09:05:00.000Z" };
      return jsonResponse(200, { jobCard: stored });
    });
    const { user } = await openPage();

    await user.click(await screen.findByRole("button", { name: "Change promised time" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Promised Time" });
    expect(within(dialog).getByLabelText("Promised Time")).toHaveValue(
      // The stored moment as the reader's own clock shows it.
      (() => {
        const date = new Date(promisedAt);
        const pad = (value: number) => String(value).padStart(2, "0");
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
      })(),
    );
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ promisedAt: null, updatedAt: promisedCard.updatedAt });
    await waitFor(() => expect(promisedValue()).toBeNull());
    expect(screen.getByRole("button", { name: "Change promised time" })).toBeInTheDocument();
  });

  it("says in the dialog that the card changed (409) and shows the card as stored now", async () => {
    const changed = makeJobCard({ promisedAt: "2026-12-05T10:00:00.000Z", updatedAt: "2025-03-01T09:10:00.000Z" });
    const message = "Someone else changed this job card. It has been reloaded; make your change again.";
    // Someone else set a time after the page loaded; from then on the server holds their card.
    let stored = card;
    stubPage("Service Advisor", () => stored, () => {
      stored = changed;
      return jsonResponse(409, { error: { code: "conflict", message, details: { current: changed } } });
    });
    const { user } = await openPage();

    await user.click(await screen.findByRole("button", { name: "Change promised time" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Promised Time" });
    fireEvent.change(within(dialog).getByLabelText("Promised Time"), { target: { value: "2026-12-03T09:45" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("dialog", { name: "Change Promised Time" })).toBeInTheDocument();
    expect(promisedValue()).toHaveTextContent(formatDateTime(changed.promisedAt));
    expect(within(dialog).getByText(new RegExp(`Promised now: ${formatDateTime(changed.promisedAt)}`))).toBeInTheDocument();
  });

  it("refuses a time outside the sane range in the dialog, sending nothing", async () => {
    const calls = stubPage("Admin", () => card);
    const { user } = await openPage();
    await user.click(await screen.findByRole("button", { name: "Change promised time" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Promised Time" });
    const field = within(dialog).getByLabelText("Promised Time");
    fireEvent.change(field, { target: { value: "2200-01-01T09:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("Promised time must fall between 1900-01-01 and 2100-12-31.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });
});
