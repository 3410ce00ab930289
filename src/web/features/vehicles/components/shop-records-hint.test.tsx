import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { ROLES, type Role } from "@/shared/auth/roles";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { ShopRecordsHint } from "./shop-records-hint";

function SettingsProbe() {
  const state = useLocation().state as { tab?: string } | null;
  return <h1>Settings tab {state?.tab}</h1>;
}

function renderHint(role: Role, shared = false) {
  const calls = stubApi({
    // The session check answers the shop's setting too.
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }), shopRecordsShared: shared }),
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/vehicles" element={<ShopRecordsHint />} />
        <Route path="/settings" element={<SettingsProbe />} />
      </Routes>
      {/* The hint asks for the session and for the shop's setting, whatever the role. */}
      <AnswersShown queryKeys={[queryKeys.me, queryKeys["shop-records-setting"].all]} />
    </>,
    { initialEntries: ["/vehicles"] },
  );
  return { ...view, calls };
}

const hint = () => screen.queryByRole("complementary", { name: "Shop records" });

describe("the Vehicles page's hint about shop records", () => {
  beforeEach(() => {
    localStorage.clear();
    shopMode.set(false);
  });

  it("points an Admin of a shop that does not share to Settings, Data", async () => {
    const { user } = renderHint("Admin");
    const aside = await screen.findByRole("complementary", { name: "Shop records" });
    expect(aside).toHaveTextContent(
      "These vehicles are kept in this browser only. To let every device of the shop work from the same records, turn on sharing in Settings, Data.",
    );
    await user.click(screen.getByRole("link", { name: "Settings, Data" }));
    expect(await screen.findByRole("heading", { name: "Settings tab data" })).toBeInTheDocument();
  });

  it("stays dismissed once dismissed, in this browser", async () => {
    const { user, unmount } = renderHint("Admin");
    await screen.findByRole("complementary", { name: "Shop records" });
    await user.click(screen.getByRole("button", { name: "Dismiss the shop records hint" }));
    expect(hint()).toBeNull();
    expect(localStorage.getItem("shopRecordsHintDismissed")).toBe("true");

    unmount();
    renderHint("Admin");
    await answersShown();
    expect(hint()).toBeNull();
  });

  it("is not shown while the shop shares its records", async () => {
    shopMode.set(true);
    renderHint("Admin", true);
    await answersShown();
    expect(hint()).toBeNull();
    shopMode.set(false);
  });

  it.each(ROLES.filter((role) => role !== "Admin"))("is not shown to a %s, who cannot change the setting", async (role) => {
    renderHint(role);
    await answersShown();
    expect(hint()).toBeNull();
  });
});
