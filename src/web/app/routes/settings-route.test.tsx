import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { MULTI_POINT_INSPECTION } from "@/shared/inspections/multi-point-inspection";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import SettingsRoute from "./settings-route";

afterEach(() => vi.unstubAllGlobals());

function renderAs(role: Role) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/inspection-templates": () => jsonResponse(200, { templates: [MULTI_POINT_INSPECTION] }),
    "GET /api/canned-jobs": () => jsonResponse(200, { cannedJobs: [] }),
  });
  const view = renderWithProviders(<SettingsRoute />, { initialEntries: [{ pathname: "/settings", state: { tab: "inspections" } }] });
  return { ...view, calls };
}

describe("Settings, Inspections tab", { timeout: 20_000 }, () => {
  it.each(["Admin", "Manager"] as const)("shows the %s the tab after Shop, with the templates", async (role) => {
    const { user } = renderAs(role);
    await user.click(await screen.findByRole("tab", { name: "Inspections" }));
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs.slice(tabs.indexOf("Shop"), tabs.indexOf("Shop") + 2)).toEqual(["Shop", "Inspections"]);
    expect(await screen.findByRole("heading", { name: "Multi-Point Inspection" })).toBeInTheDocument();
  });

  it.each(["Service Advisor", "Service Technician", "User"] as const)("has no Inspections tab for a %s, and asks for no templates", async (role) => {
    const { calls } = renderAs(role);
    expect(await screen.findByRole("tab", { name: "Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Inspections" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/inspection-templates")).toBe(false);
  });
});
