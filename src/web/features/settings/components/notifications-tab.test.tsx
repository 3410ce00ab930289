import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Me } from "@/shared/schemas/account-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { NotificationsTab } from "./notifications-tab";
import { queryKeys } from "@/web/lib/query-keys";

const EMAIL = "Email notifications for new service bookings";
const SMS = "SMS notifications for urgent issues";

function renderNotifications(profile = makeProfile(), routes: Record<string, ApiHandler> = {}) {
  const calls = stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile }), ...routes });
  return { ...renderWithProviders(<NotificationsTab />), calls };
}

describe("Notifications tab", () => {
  it("shows the profile's choices: e-mail on and SMS off by default", async () => {
    renderNotifications();
    expect(await screen.findByRole("checkbox", { name: EMAIL })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: SMS })).not.toBeChecked();
  });

  it("shows choices saved from another device", async () => {
    renderNotifications(makeProfile({ notifyEmailBookings: false, notifySmsUrgent: true }));
    expect(await screen.findByRole("checkbox", { name: EMAIL })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: SMS })).toBeChecked();
  });

  it("saves both choices to the profile and keeps the saved profile as the session's", async () => {
    const { user, calls, queryClient } = renderNotifications(makeProfile(), {
      "PUT /api/profile/notifications": (call) =>
        jsonResponse(200, { profile: makeProfile(call.body as Partial<ReturnType<typeof makeProfile>>) }),
    });
    await user.click(await screen.findByRole("checkbox", { name: SMS }));
    await user.click(screen.getByRole("checkbox", { name: EMAIL }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Preferences Saved")).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: "PUT",
      path: "/api/profile/notifications",
      query: {},
      body: { notifyEmailBookings: false, notifySmsUrgent: true },
    });
    expect(queryClient.getQueryData<Me>(queryKeys.me)?.profile).toMatchObject({
      notifyEmailBookings: false,
      notifySmsUrgent: true,
    });
    expect(calls.filter((call) => call.path === "/api/auth/me")).toHaveLength(1);
    expect(screen.getByRole("checkbox", { name: SMS })).toBeChecked();
  });

  it("toasts the server's message when saving fails", async () => {
    const { user } = renderNotifications(makeProfile(), {
      "PUT /api/profile/notifications": () => errorResponse(503, "unavailable", "The database is busy. Try again."),
    });
    await user.click(await screen.findByRole("checkbox", { name: SMS }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));

    const title = await screen.findByText("Could not save preferences");
    expect(within(title.closest("li")!).getByText("The database is busy. Try again.")).toBeInTheDocument();
    // The unsaved choice stays on screen, to try again.
    expect(screen.getByRole("checkbox", { name: SMS })).toBeChecked();
  });
});
