import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { ServicesPage } from "./services-page";

const NOTE =
  "You see the records kept in this browser. The shop's shared vehicles and service records appear here once an Admin grants you a staff role.";

function renderAs(role: Role, shared: boolean) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }), shopRecordsShared: shared }),
  });
  renderWithProviders(<ServicesPage />, { initialEntries: ["/services"] });
  return calls;
}

describe("Manage Services for a User while the shop shares its records", () => {
  it("says the list is this browser's and the shop's appear once an Admin grants a staff role", async () => {
    renderAs("User", true);
    expect(await screen.findByRole("note")).toHaveTextContent(NOTE);
    expect(screen.getByText(/\(data from local storage\)$/)).toBeInTheDocument();
  });

  it.each([
    ["Service Technician", true],
    ["User", false],
  ] as const)("says nothing of it to a %s (sharing on: %s)", async (role, shared) => {
    const calls = renderAs(role, shared);
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/auth/me").length).toBeGreaterThanOrEqual(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
