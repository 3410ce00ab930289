import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Profile } from "@/shared/schemas/account-responses";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { UserManagementPage } from "./user-management-page";

const admin = makeProfile();
const bob = makeProfile({
  userId: "u2",
  name: "Bob Builder",
  email: "bob@example.com",
  username: "bobby",
  role: "User",
  requestedRole: "Manager",
  shopName: "North Garage",
  updatedAt: "2025-02-02T09:30:00.000Z",
});
const cara = makeProfile({
  userId: "u3",
  name: "Cara Tech",
  email: "cara@shop.test",
  username: "cara",
  role: "Service Technician",
  isActive: false,
});

function stubUsers(users: Profile[] = [admin, bob, cara], routes = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: admin }),
    "GET /api/users": () => jsonResponse(200, { users }),
    ...routes,
  });
}

async function renderPage() {
  const view = renderWithProviders(<UserManagementPage />);
  await screen.findByRole("cell", { name: "Bob Builder" });
  return view;
}

function rowOf(name: string) {
  return screen.getByRole("cell", { name }).closest("tr")!;
}

describe("User Management", () => {
  it("filters users case-insensitively by name, username, email or role", async () => {
    stubUsers();
    const { user } = await renderPage();
    const search = screen.getByRole("searchbox", { name: "Search users" });
    expect(screen.getByText("Showing 3 of 3 users")).toBeInTheDocument();

    await user.type(search, "BOBBY");
    expect(screen.getByRole("cell", { name: "Bob Builder" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Ada Admin" })).toBeNull();
    expect(screen.getByText("Showing 1 of 3 users")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "shop.test");
    expect(screen.getByRole("cell", { name: "Cara Tech" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Bob Builder" })).toBeNull();

    await user.clear(search);
    await user.type(search, "technician");
    expect(screen.getByRole("cell", { name: "Cara Tech" })).toBeInTheDocument();
    expect(screen.getByText("Showing 1 of 3 users")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "nobody at all");
    expect(screen.getByText("No users found.")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 of 3 users")).toBeInTheDocument();
  });

  it("shows No users found. when there are no users", async () => {
    stubUsers([]);
    renderWithProviders(<UserManagementPage />);
    expect(await screen.findByText("No users found.")).toBeInTheDocument();
  });

  it("shows each user's status, and offers Deactivate only for active users", async () => {
    stubUsers();
    await renderPage();
    expect(within(rowOf("Bob Builder")).getByText("Active")).toBeInTheDocument();
    expect(within(rowOf("Cara Tech")).getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Deactivate Bob Builder" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deactivate Cara Tech" })).toBeNull();
    expect(screen.getByRole("note", { name: "Admin Note" })).toHaveTextContent(/set-password link/);
  });

  it("toasts Error fetching users with the server's message", async () => {
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: admin }),
      "GET /api/users": () => errorResponse(503, "unavailable", "The database is starting."),
    });
    renderWithProviders(<UserManagementPage />);
    expect(await screen.findByText("Error fetching users")).toBeInTheDocument();
    expect(screen.getByText("The database is starting.")).toBeInTheDocument();
  });

  it("edits a user with email, username and password disabled, sending the updatedAt it showed", async () => {
    const calls = stubUsers(undefined, {
      "PATCH /api/users/u2": () => jsonResponse(200, { user: { ...bob, name: "Robert Builder" } }),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Edit Bob Builder" }));
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    expect(within(dialog).getByLabelText("Email")).toBeDisabled();
    expect(within(dialog).getByLabelText("Email")).toHaveValue("bob@example.com");
    expect(within(dialog).getByLabelText("Username")).toBeDisabled();
    expect(within(dialog).getByLabelText("Password")).toBeDisabled();
    expect(within(dialog).getByLabelText("Password")).toHaveAttribute("placeholder", "Set by the user");

    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Full name is required.")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");

    await user.type(name, "Robert Builder");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Service Advisor");
    await user.click(within(dialog).getByRole("checkbox", { name: "Active" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("User Updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      name: "Robert Builder",
      role: "Service Advisor",
      shopName: "North Garage",
      isActive: false,
      updatedAt: "2025-02-02T09:30:00.000Z",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("toasts a stale edit's message and reloads the list", async () => {
    const calls = stubUsers(undefined, {
      "PATCH /api/users/u2": () =>
        errorResponse(409, "conflict", "Someone else changed this user. The latest version is shown."),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Edit Bob Builder" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Error updating user")).toBeInTheDocument();
    expect(screen.getByText("Someone else changed this user. The latest version is shown.")).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/users")).toHaveLength(2));
  });

  it("deactivates a user only after confirmation", async () => {
    const calls = stubUsers(undefined, {
      "POST /api/users/u2/deactivate": () => jsonResponse(200, { user: { ...bob, isActive: false } }),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Deactivate Bob Builder" }));
    const confirm = screen.getByRole("alertdialog", { name: "Deactivate Bob Builder?" });
    expect(confirm).toHaveTextContent("They will be signed out and can no longer log in.");
    expect(calls.some((call) => call.path.endsWith("/deactivate"))).toBe(false);

    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("User Deactivated")).toBeInTheDocument();
    expect(calls).toContainEqual({ method: "POST", path: "/api/users/u2/deactivate", query: {}, body: undefined });
  });

  it("does not offer to deactivate the signed-in Admin's own account", async () => {
    stubUsers();
    await renderPage();
    expect(screen.getByRole("button", { name: "Edit Ada Admin" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Deactivate Ada Admin" })).toBeNull());
  });

  it("lets the signed-in Admin edit their own name but not their own role or active flag", async () => {
    stubUsers();
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Edit Ada Admin" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Name")).toBeEnabled();
    expect(within(dialog).getByLabelText("Role")).toBeDisabled();
    expect(within(dialog).getByLabelText("Role")).toHaveAccessibleDescription("You cannot change your own role.");
    expect(within(dialog).getByRole("checkbox", { name: "Active" })).toBeDisabled();
    expect(within(dialog).getByText("You cannot deactivate your own account.")).toBeInTheDocument();
  });

  it("leaves another user's role and active flag open to the Admin", async () => {
    stubUsers();
    const { user } = await renderPage();
    await user.click(screen.getByRole("button", { name: "Edit Bob Builder" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Role")).toBeEnabled();
    expect(within(dialog).getByRole("checkbox", { name: "Active" })).toBeEnabled();
  });

  it("toasts Error Deleting User when deactivation fails", async () => {
    stubUsers(undefined, {
      "POST /api/users/u2/deactivate": () =>
        errorResponse(400, "last_admin", "At least one active Admin must remain."),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Deactivate Bob Builder" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Error Deleting User")).toBeInTheDocument();
    expect(
      screen.getByText("Could not mark user as inactive: At least one active Admin must remain."),
    ).toBeInTheDocument();
  });

  it("grants a requested role in one click, carrying the user's other fields", async () => {
    const calls = stubUsers(undefined, {
      "PATCH /api/users/u2": () =>
        jsonResponse(200, { user: { ...bob, role: "Manager", requestedRole: null } }),
    });
    const { user } = await renderPage();
    expect(within(rowOf("Bob Builder")).getByText("Requested: Manager")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Grant Manager to Bob Builder" }));

    expect(await screen.findByText("User Updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/users/u2",
      query: {},
      body: {
        name: "Bob Builder",
        role: "Manager",
        shopName: "North Garage",
        isActive: true,
        updatedAt: "2025-02-02T09:30:00.000Z",
      },
    });
  });

  it("invites a user and shows the one-time set-password link", async () => {
    const invited = makeProfile({ userId: "u4", name: "Dee New", email: "dee@example.com", role: "Manager" });
    const calls = stubUsers(undefined, {
      "POST /api/users": () =>
        jsonResponse(201, { user: invited, setPasswordUrl: "http://localhost/reset-password?token=abc", mail: "not_configured" }),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText("Email"), "dee@example.com");
    await user.type(within(dialog).getByLabelText("Full Name"), "Dee New");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "Manager");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));

    expect(await screen.findByLabelText("Set-password link")).toHaveValue("http://localhost/reset-password?token=abc");
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(screen.getByText(/was not e-mailed/)).toBeInTheDocument();
    expect(await screen.findByText("User Invited", { selector: "[data-title]" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      email: "dee@example.com",
      name: "Dee New",
      role: "Manager",
      shopName: "",
    });
  });

  it("says so above the link when the invitation e-mail could not be sent", async () => {
    const invited = makeProfile({ userId: "u5", name: "Eve New", email: "eve@example.com", role: "Manager" });
    stubUsers(undefined, {
      "POST /api/users": () => jsonResponse(201, { user: invited, setPasswordUrl: "http://localhost/reset-password?token=def", mail: "failed" }),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText("Email"), "eve@example.com");
    await user.type(within(dialog).getByLabelText("Full Name"), "Eve New");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The invitation e-mail could not be sent. Copy the link below and send it to them yourself.",
    );
    expect(screen.getByLabelText("Set-password link")).toHaveValue("http://localhost/reset-password?token=def");
    expect(screen.getByText(/was not e-mailed: send it to eve@example.com yourself/)).toBeInTheDocument();
  });

  it("refuses to send an invitation for a non-admin", async () => {
    const manager = makeProfile({ role: "Manager" });
    const calls = stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: manager }),
      "GET /api/users": () => jsonResponse(200, { users: [manager, bob] }),
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText("Email"), "dee@example.com");
    await user.type(within(dialog).getByLabelText("Full Name"), "Dee New");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));

    expect(await screen.findByText("Permission Denied")).toBeInTheDocument();
    expect(screen.getByText("Only Admins can add new users through this panel.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
