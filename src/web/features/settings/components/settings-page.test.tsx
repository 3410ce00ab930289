import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { SettingsPage } from "./settings-page";

const me = makeProfile({ name: "Sam Advisor", role: "Service Advisor", shopName: "Main Street Motors" });

function stubSettingsApi(routes = {}) {
  return stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile: me }), ...routes });
}

function renderSettings(state?: unknown) {
  return renderWithProviders(<SettingsPage />, { initialEntries: [{ pathname: "/settings", state }] });
}

describe("Settings tabs", () => {
  it("opens on Profile by default, with the six tabs", async () => {
    stubSettingsApi();
    renderSettings();
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Profile",
      "Branding",
      "Currency",
      "Notifications",
      "Security",
      "Data",
    ]);
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Full Name")).toHaveValue("Sam Advisor");
  });

  it("preselects Branding from navigation state {tab: 'application'}", () => {
    stubSettingsApi();
    renderSettings({ tab: "application" });
    expect(screen.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByRole("tabpanel", { name: "Branding" })).getByLabelText("Application Name")).toBeInTheDocument();
  });

  it("preselects Profile from navigation state {tab: 'profile'}", () => {
    stubSettingsApi();
    renderSettings({ tab: "profile" });
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  });

  it("switches tabs when the user picks one", async () => {
    stubSettingsApi();
    const { user } = renderSettings({ tab: "application" });
    await user.click(screen.getByRole("tab", { name: "Security" }));
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("New Password")).toBeInTheDocument();
  });
});

describe("Profile tab", () => {
  it("shows the e-mail and role read-only", async () => {
    stubSettingsApi();
    renderSettings();
    expect(await screen.findByLabelText("Email Address")).toBeDisabled();
    expect(screen.getByLabelText("Email Address")).toHaveValue("ada@example.com");
    const role = screen.getByLabelText("Role");
    expect(role).toBeDisabled();
    expect(role).toHaveValue("Service Advisor");
    expect(role).toHaveAccessibleDescription("Your role is managed by an administrator.");
  });

  it("saves exactly the name and shop name, never the role", async () => {
    const calls = stubSettingsApi({
      "PUT /api/profile": () =>
        jsonResponse(200, { profile: { ...me, name: "Samantha Advisor", shopName: "East Side Autos" } }),
    });
    const { user } = renderSettings();
    const name = await screen.findByLabelText("Full Name");
    await user.clear(name);
    await user.type(name, "Samantha Advisor");
    await user.clear(screen.getByLabelText("Shop Name"));
    await user.type(screen.getByLabelText("Shop Name"), "East Side Autos");
    await user.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put).toEqual({
      method: "PUT",
      path: "/api/profile",
      query: {},
      body: { name: "Samantha Advisor", shopName: "East Side Autos" },
    });
    // The session's profile is read again so the header shows the new name.
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/auth/me")).toHaveLength(2));
  });

  it("toasts Could not update profile with the server's message", async () => {
    stubSettingsApi({
      "PUT /api/profile": () => errorResponse(400, "validation_failed", "Check the highlighted fields.", {
        name: ["Name is too long."],
      }),
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText("Could not update profile")).toBeInTheDocument();
    expect(screen.getByText("Check the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription("Name is too long.");
  });

  it("requires a full name", async () => {
    const calls = stubSettingsApi();
    const { user } = renderSettings();
    await user.clear(await screen.findByLabelText("Full Name"));
    await user.click(screen.getByRole("button", { name: "Save Profile" }));
    expect(screen.getByLabelText("Full Name")).toHaveAccessibleDescription("Full name is required.");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});

describe("Security tab", () => {
  async function openSecurity() {
    const calls = stubSettingsApi({
      "POST /api/account/password": () => new Response(null, { status: 204 }),
    });
    const view = renderSettings();
    await view.user.click(screen.getByRole("tab", { name: "Security" }));
    return { ...view, calls };
  }

  it("warns that other devices may be logged out", async () => {
    await openSecurity();
    expect(screen.getByText("Changing your password may log you out of other devices.")).toBeInTheDocument();
    expect(screen.getByLabelText("New Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Confirm New Password")).toHaveAttribute("type", "password");
  });

  it("asks for a new password, under the field and as a toast", async () => {
    const { user, calls } = await openSecurity();
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(screen.getByLabelText("New Password")).toHaveAccessibleDescription("Please enter a new password.");
    expect(await screen.findByText("Please enter a new password.", { selector: "[data-title]" })).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says when the new passwords do not match, under the field and as a toast", async () => {
    const { user, calls } = await openSecurity();
    await user.type(screen.getByLabelText("New Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm New Password"), "correct house");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(screen.getByLabelText("Confirm New Password")).toHaveAccessibleDescription("New passwords do not match.");
    expect(await screen.findByText("New passwords do not match.", { selector: "[data-title]" })).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("changes the password and clears the fields", async () => {
    const { user, calls } = await openSecurity();
    await user.type(screen.getByLabelText("New Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm New Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Password Changed")).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: "POST",
      path: "/api/account/password",
      query: {},
      body: { newPassword: "correct horse" },
    });
    expect(screen.getByLabelText("New Password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm New Password")).toHaveValue("");
  });

  it("toasts Error updating password with the server's message", async () => {
    stubSettingsApi({
      "POST /api/account/password": () => errorResponse(429, "too_many_requests", "Too many attempts. Wait a minute."),
    });
    const { user } = renderSettings({ tab: "security" });
    await user.type(screen.getByLabelText("New Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm New Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    const title = await screen.findByText("Error updating password");
    expect(within(title.closest("li")!).getByText("Too many attempts. Wait a minute.")).toBeInTheDocument();
  });
});
