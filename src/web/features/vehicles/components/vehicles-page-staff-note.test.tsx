import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "@/shared/auth/roles";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { VehiclesPage } from "./vehicles-page";

const NOTE =
  "You see the records kept in this browser. The shop's shared vehicles and service records appear here once an Admin grants you a staff role.";

function renderAs(role: Role, shared: boolean) {
  localStorage.setItem("vehicles_local_cache", JSON.stringify([{ id: "own-1", make: "Browser Own Car", model: "Polo", year: 2015, licensePlate: "OWN-1", owner: { name: "Una" } }]));
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }), shopRecordsShared: shared }),
  });
  // The page asks for the session and for the shop's setting, whatever the role.
  const answers = [queryKeys.me, queryKeys["shop-records-setting"].all];
  renderWithProviders(
    <>
      <VehiclesPage />
      <AnswersShown queryKeys={answers} />
    </>,
    { initialEntries: ["/vehicles"] },
  );
  return calls;
}

describe("Manage Vehicles for a User while the shop shares its records", () => {
  it("shows this browser's own vehicles and says the shop's appear once an Admin grants a staff role", async () => {
    renderAs("User", true);
    expect(await screen.findByRole("note")).toHaveTextContent(NOTE);
    expect(screen.getByText("Browser Own Car")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 1 vehicles. (Data from Local Storage)")).toBeInTheDocument();
  });

  it.each([
    ...ROLES.filter((role) => role !== "User").map((role) => [role, true] as const),
    ["User", false] as const,
  ])("says nothing of it to a %s (sharing on: %s)", async (role, shared) => {
    renderAs(role, shared);
    await answersShown();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
