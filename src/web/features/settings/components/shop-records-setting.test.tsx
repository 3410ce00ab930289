import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ROLES, type Role } from "@/shared/auth/roles";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { ShopRecordsSetting } from "./shop-records-setting";

const LABEL = "Share vehicles and service records with the whole shop";

function renderSetting(role: Role, shared: boolean, put: (call: ApiCall) => Response = (call) => jsonResponse(200, call.body)) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }), shopRecordsShared: shared }),
    "PUT /api/shop-records/setting": put,
  });
  return {
    ...renderWithProviders(
      <>
        <ShopRecordsSetting />
        <AnswersShown queryKeys={[queryKeys.me]} />
      </>,
    ),
    calls,
  };
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === "PUT").map((call) => call.body);

describe("Share vehicles and service records with the whole shop", () => {
  beforeEach(() => {
    localStorage.clear();
    shopMode.set(false);
    // Turning sharing off moves the shop copy (IndexedDB, absent in jsdom) into this browser's lists; it warns here.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("shows an Admin the switch, off, with the line saying what sharing changes", async () => {
    renderSetting("Admin", false);
    const toggle = await screen.findByRole("switch", { name: LABEL });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "Every signed-in device then shares one set of vehicles, service records and custom fields through the server, and each keeps a copy to work offline. Off, each browser keeps its own.",
    );
  });

  it.each(ROLES.filter((role) => role !== "Admin"))("shows a %s nothing", async (role) => {
    renderSetting(role, false);
    await answersShown();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByText(LABEL)).toBeNull();
  });

  it("turns sharing on at once, from the keyboard too", async () => {
    const { user, calls } = renderSetting("Admin", false);
    const toggle = await screen.findByRole("switch", { name: LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    toggle.focus();
    await user.keyboard(" ");
    await waitFor(() => expect(toggle).toBeChecked());
    expect(puts(calls)).toEqual([{ shared: true }]);
    expect(shopMode.isShared()).toBe(true);
  });

  it("asks before turning sharing off, saying each device keeps its current copy; Cancel changes nothing", async () => {
    shopMode.set(true);
    const { user, calls } = renderSetting("Admin", true);
    const toggle = await screen.findByRole("switch", { name: LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const dialog = await screen.findByRole("alertdialog", { name: "Stop sharing shop records?" });
    expect(dialog).toHaveAccessibleDescription(
      "Each device then keeps its current copy as its own local data: edits made on one device no longer reach the others.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(toggle).toBeChecked();
    expect(puts(calls)).toEqual([]);

    await user.click(toggle);
    await user.click(await screen.findByRole("button", { name: "Stop Sharing" }));
    await waitFor(() => expect(puts(calls)).toEqual([{ shared: false }]));
    expect(await screen.findByText("Shop records no longer shared")).toBeInTheDocument();
  });

  it("says so when the server refuses, and the switch stays as it was", async () => {
    const { user } = renderSetting("Admin", false, () => errorResponse(403, "forbidden_role", "Only an Admin can change this."));
    const toggle = await screen.findByRole("switch", { name: LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText("The setting was not changed")).toBeInTheDocument();
    expect(screen.getByText("Only an Admin can change this.")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});
