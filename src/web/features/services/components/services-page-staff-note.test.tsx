import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
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
  // The page asks for the session and for the shop's setting, whatever the role.
  const answers = [queryKeys.me, queryKeys["shop-records-setting"].all];
  renderWithProviders(
    <>
      <ServicesPage />
      <AnswersShown queryKeys={answers} />
    </>,
    { initialEntries: ["/services"] },
  );
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
    renderAs(role, shared);
    await answersShown();
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
