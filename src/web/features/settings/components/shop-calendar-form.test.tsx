import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { DEFAULT_SHOP_CALENDAR, type ShopCalendar } from "@/shared/schemas/shop-calendar";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { SettingsPage } from "./settings-page";

configure({ asyncUtilTimeout: 5000 });

function renderAs(role: Role, put: (body: unknown) => Response) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/shop-pricing": () => errorResponse(403, "forbidden", "Your role does not allow this."),
    "GET /api/shop-calendar": () => jsonResponse(200, { calendar: DEFAULT_SHOP_CALENDAR }),
    "PUT /api/shop-calendar": (call) => put(call.body),
  });
  const { user } = renderWithProviders(<SettingsPage />, { initialEntries: [{ pathname: "/settings", state: { tab: "shop" } }] });
  return { calls, user };
}

afterEach(() => vi.unstubAllGlobals());

describe("Settings, Shop: bays and opening hours", { timeout: 45_000 }, () => {
  it("lets a Manager choose the zone, rename, add and remove bays, close a day and save", async () => {
    const { calls, user } = renderAs("Manager", (body) => jsonResponse(200, { calendar: { ...(body as object), updatedAt: "2026-11-29T10:00:00.000Z" } as ShopCalendar }));
    const form = await screen.findByRole("form", { name: "Calendar settings" });
    await user.selectOptions(within(form).getByLabelText("Time Zone"), "Europe/London");
    await user.clear(within(form).getByLabelText("Bay 1 name"));
    await user.type(within(form).getByLabelText("Bay 1 name"), "Lift");
    await user.click(within(form).getByRole("button", { name: "Remove Bay 2" }));
    await user.click(within(form).getByRole("button", { name: "Add Bay" }));
    await user.click(within(form).getByRole("checkbox", { name: "Saturday closed" }));
    await user.selectOptions(within(form).getByLabelText("Slot Length"), "15");
    await user.click(within(form).getByRole("button", { name: "Save Calendar Settings" }));

    expect(await screen.findByText("Calendar Settings Saved")).toBeInTheDocument();
    const body = calls.find((call) => call.method === "PUT")?.body as ShopCalendar;
    expect(body.timeZone).toBe("Europe/London");
    expect(body.bays).toEqual([{ id: "bay-1", name: "Lift" }, { id: expect.stringMatching(/^bay-/), name: "Bay 2" }]);
    expect(body.openingHours.find((day) => day.day === "Saturday")?.closed).toBe(true);
    expect(body.slotMinutes).toBe(15);
  });

  it("shows the server's refusal to remove a bay appointments hold", async () => {
    const { user } = renderAs("Admin", () => errorResponse(409, "conflict", "A bay that appointments still use cannot be removed: Bay 2 (3 active appointments). Move or cancel them first."));
    const form = await screen.findByRole("form", { name: "Calendar settings" });
    await user.click(within(form).getByRole("button", { name: "Remove Bay 2" }));
    await user.click(within(form).getByRole("button", { name: "Save Calendar Settings" }));
    expect(await screen.findByText("A bay that appointments still use cannot be removed: Bay 2 (3 active appointments). Move or cancel them first.")).toBeInTheDocument();
  });

  it("refuses a day that closes before it opens, sending nothing", async () => {
    const { calls, user } = renderAs("Manager", () => jsonResponse(200, {}));
    const form = await screen.findByRole("form", { name: "Calendar settings" });
    await user.clear(within(form).getByLabelText("Monday closes"));
    await user.type(within(form).getByLabelText("Monday closes"), "07:00");
    await user.click(within(form).getByRole("button", { name: "Save Calendar Settings" }));
    expect(await within(form).findByText("Closing time must be after opening time.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});
