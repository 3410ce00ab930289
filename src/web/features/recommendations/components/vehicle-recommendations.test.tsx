import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { formatDate } from "@/web/lib/format-date-time";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeRecommendation } from "../testing/make-recommendation";
import { VehicleRecommendations } from "./vehicle-recommendations";

configure({ asyncUtilTimeout: 5000 });

const VIN = "1HGCM82633A004352";

function renderAs(role: Role, recommendations = [makeRecommendation()], vin = VIN) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    [`GET /api/vehicles/${VIN}/recommendations`]: () => jsonResponse(200, { recommendations }),
  });
  renderWithProviders(<VehicleRecommendations vin={vin} />);
  return calls;
}

describe("the vehicle's Recommendations card", { timeout: 15_000 }, () => {
  it("lists each declined finding with its day, measurement and rating word, linking to the repair order it came from", async () => {
    renderAs("Service Advisor", [
      makeRecommendation(),
      makeRecommendation({ itemId: "mpi-wipers", name: "Wiper blades", rating: "Urgent", measuredValue: null, unit: null, note: "" }),
    ]);
    const card = (await screen.findByRole("heading", { name: "Recommendations" })).closest("[data-slot='card']") as HTMLElement;
    const items = await within(card).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Declined on ${formatDate("2026-03-12T10:00:00.000Z")}: Front brake pads, 3 mm`);
    expect(within(items[0]!).getByText("Needs Attention")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Wearing unevenly")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: "Found on: First visit" })).toHaveAttribute("href", "/jobcards/1f2504e0-4f89-41d3-9a0c-0305e82c3301");
    expect(items[1]).toHaveTextContent(/: Wiper blades$|: Wiper blades[^,]/);
    expect(items[1]).not.toHaveTextContent("Wiper blades,");
    expect(within(items[1]!).getByText("Urgent")).toBeInTheDocument();
    // Read-only here: adding is done on a repair order.
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("says when there is nothing waiting, and lets a technician read it", async () => {
    renderAs("Service Technician", []);
    expect(await screen.findByText("No declined work waiting on this vehicle.")).toBeInTheDocument();
  });

  it("is not shown to a role that does not see job cards, nor asked for without a VIN", async () => {
    const calls = renderAs("User");
    await waitFor(() => expect(calls.some((call) => call.path === "/api/auth/me")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Recommendations" })).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/recommendations"))).toBe(false);
  });
});
