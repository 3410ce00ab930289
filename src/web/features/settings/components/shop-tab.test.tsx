import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { ShopPricing } from "@/shared/schemas/estimates";
import { DEFAULT_SHOP_CALENDAR } from "@/shared/schemas/shop-calendar";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { SettingsPage } from "./settings-page";

configure({ asyncUtilTimeout: 5000 });

const stored: ShopPricing = {
  shopName: "Main Street Motors",
  defaultLaborRateCents: 10000,
  partsMarkupBp: 2500,
  taxRateBp: 825,
  taxLabor: false,
  taxParts: true,
  taxFees: false,
  address: "1 Main Street",
  phone: "555-0100",
  linkLifetimeDays: 14,
  invoicePrefix: "INV-",
  updatedAt: "2025-03-01T09:00:00.000Z",
};

function renderAs(role: Role) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/shop-pricing": () => jsonResponse(200, { shopPricing: stored }),
    "PUT /api/shop-pricing": (call) => jsonResponse(200, { shopPricing: { ...stored, ...(call.body as object), updatedAt: "2025-03-02T09:00:00.000Z" } }),
    "GET /api/shop-calendar": () => jsonResponse(200, { calendar: DEFAULT_SHOP_CALENDAR }),
  });
  const view = renderWithProviders(<SettingsPage />, { initialEntries: [{ pathname: "/settings", state: { tab: "shop" } }] });
  return { ...view, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe("Settings, Shop tab", { timeout: 20_000 }, () => {
  it("shows a Manager the shop's pricing in percent and money, and saves it in basis points and cents", async () => {
    const { user, calls } = renderAs("Manager");
    const panel = await screen.findByRole("tabpanel", { name: "Shop" });
    const rate = await within(panel).findByLabelText("Default Labor Rate");
    expect(rate).toHaveValue(100);
    expect(within(panel).getByLabelText("Parts Markup (%)")).toHaveValue(25);
    expect(within(panel).getByLabelText("Tax Rate (%)")).toHaveValue(8.25);
    expect(within(panel).getByLabelText("Estimate Link Lifetime (days)")).toHaveValue(14);
    expect(within(panel).getByRole("checkbox", { name: "Parts are taxed" })).toBeChecked();
    expect(within(panel).getByRole("checkbox", { name: "Labor is taxed" })).not.toBeChecked();

    await user.clear(within(panel).getByLabelText("Tax Rate (%)"));
    await user.type(within(panel).getByLabelText("Tax Rate (%)"), "7.5");
    await user.click(within(panel).getByRole("checkbox", { name: "Labor is taxed" }));
    await user.clear(within(panel).getByLabelText("Shop Phone"));
    await user.type(within(panel).getByLabelText("Shop Phone"), "555-0199");
    await user.click(within(panel).getByRole("button", { name: "Save Shop Settings" }));

    expect(await screen.findByText("Shop Settings Saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      shopName: "Main Street Motors",
      defaultLaborRateCents: 10000,
      partsMarkupBp: 2500,
      taxRateBp: 750,
      taxLabor: true,
      taxParts: true,
      taxFees: false,
      address: "1 Main Street",
      phone: "555-0199",
      linkLifetimeDays: 14,
      invoicePrefix: "INV-",
    });
  });

  it("changes the invoice prefix, showing the number it gives", async () => {
    const { user, calls } = renderAs("Admin");
    const prefix = await screen.findByLabelText("Invoice prefix");
    expect(prefix).toHaveValue("INV-");
    expect(prefix).toHaveAccessibleDescription(/e\.g\. INV-000042/);

    await user.clear(prefix);
    await user.type(prefix, " MSM/ ");
    expect(prefix).toHaveAccessibleDescription(/e\.g\. MSM\/000042/);
    await user.click(screen.getByRole("button", { name: "Save Shop Settings" }));

    expect(await screen.findByText("Shop Settings Saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ invoicePrefix: "MSM/" });
  });

  it.each([
    ["", "Invoice prefix is required."],
    ["INV 2026", "Invoice prefix may hold letters, digits and - / # . only."],
  ])("refuses the invoice prefix %j with the shared message under the field, sending nothing", async (typed, message) => {
    const { user, calls } = renderAs("Manager");
    const prefix = await screen.findByLabelText("Invoice prefix");
    await user.clear(prefix);
    if (typed) await user.type(prefix, typed);
    await user.click(screen.getByRole("button", { name: "Save Shop Settings" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(prefix).toHaveAttribute("aria-invalid", "true");
    expect(prefix).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("refuses a link lifetime of 0 days with the shared message, sending nothing", async () => {
    const { user, calls } = renderAs("Admin");
    const days = await screen.findByLabelText("Estimate Link Lifetime (days)");
    await user.clear(days);
    await user.type(days, "0");
    await user.click(screen.getByRole("button", { name: "Save Shop Settings" }));
    expect(await screen.findByText("A link lasts at least 1 day.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("shows a Service Advisor the calendar settings read-only, and no pricing", async () => {
    const { calls } = renderAs("Service Advisor");
    const panel = await screen.findByRole("tabpanel", { name: "Shop" });
    expect(await within(panel).findByLabelText("Bay 1 name")).toBeDisabled();
    expect(within(panel).getByText("Only an Admin or a Manager can change these.")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Save Calendar Settings" })).toBeNull();
    expect(within(panel).queryByLabelText("Default Labor Rate")).toBeNull();
    expect(calls.some((call) => call.path === "/api/shop-pricing")).toBe(false);
  });
});
