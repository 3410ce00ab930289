import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Profile } from "@/shared/schemas/account-responses";
import { writeLocal } from "@/web/lib/local-settings";
import AppShell from "./app-shell";
import { queryKeys } from "@/web/lib/query-keys";

function makeProfile(role: Role): Profile {
  return {
    userId: "user-1",
    name: "Jane Doe",
    email: "jane@example.com",
    username: "jane",
    shopName: "Main Street Garage",
    role,
    requestedRole: null,
    isActive: true,
    notifyEmailBookings: true,
    notifySmsUrgent: false,
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
}

function SettingsProbe() {
  const state = useLocation().state as { tab?: string } | null;
  return <h1>Settings tab {state?.tab ?? "none"}</h1>;
}

function renderShell({ role = "Admin", path = "/" }: { role?: Role; path?: string } = {}) {
  // The session is already known, so nothing is fetched: a request here would be a bug.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(queryKeys.me, { profile: makeProfile(role) });
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <AppShell />,
        children: [
          { index: true, element: <h1>Dashboard page</h1> },
          { path: "settings", element: <SettingsProbe /> },
          { path: "*", element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

function sidebar() {
  return screen.getByRole("complementary", { name: "Sidebar" });
}

function menuEntries(container: HTMLElement) {
  const nav = within(container).getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

beforeEach(() => {
  localStorage.clear();
  document.title = "";
});

afterEach(() => {
  localStorage.clear();
});

describe("AppShell", () => {
  it("shows an Admin every menu entry, with the dashboard marked current on /", () => {
    renderShell({ role: "Admin" });

    expect(menuEntries(sidebar())).toEqual([
      "Dashboard",
      "Service Tickets",
      "Vehicles",
      "Services",
      "Job Cards",
      "Calendar",
      "Invoices",
      "Customers",
      "Reminders",
      "Reports",
      "User Management",
      "Settings",
    ]);
    expect(within(sidebar()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(sidebar()).getByRole("link", { name: "Vehicles" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
  });

  it("shows a Service Technician only the pages the role may open", () => {
    renderShell({ role: "Service Technician" });

    expect(menuEntries(sidebar())).toEqual(["Dashboard", "Vehicles", "Services", "Job Cards", "Calendar", "Settings"]);
  });

  it("shows a Service Advisor Invoices and Customers but not Reports or User Management", () => {
    renderShell({ role: "Service Advisor" });

    expect(menuEntries(sidebar())).toEqual(["Dashboard", "Service Tickets", "Vehicles", "Services", "Job Cards", "Calendar", "Invoices", "Customers", "Reminders", "Settings"]);
  });

  it("collapses the sidebar to icons and remembers it across renders", async () => {
    const user = userEvent.setup();
    const first = renderShell();

    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);

    expect(localStorage.getItem("sidebarCollapsed")).toBe("true");
    const expand = screen.getByRole("button", { name: "Expand sidebar" });
    expect(expand).toHaveAttribute("aria-expanded", "false");
    // Labels stay the links' names and tooltips when only icons show.
    const vehicles = within(sidebar()).getByRole("link", { name: "Vehicles" });
    expect(vehicles).toHaveAttribute("title", "Vehicles");

    first.unmount();
    renderShell();
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(localStorage.getItem("sidebarCollapsed")).toBe("false");
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toBeInTheDocument();
  });

  it("opens the navigation drawer from the header and closes it when a link is followed", async () => {
    const user = userEvent.setup();
    renderShell();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    const drawer = screen.getByRole("dialog", { name: "Navigation" });
    expect(menuEntries(drawer)).toHaveLength(12);

    await user.click(within(drawer).getByRole("link", { name: "Vehicles" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "Other page" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    await user.click(screen.getByRole("button", { name: "Close navigation" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers My Account, Profile, Settings and Logout in the user menu", async () => {
    const user = userEvent.setup();
    renderShell({ role: "Manager" });

    const trigger = screen.getByRole("button", { name: /^Account menu for Jane Doe/ });
    expect(trigger).toHaveTextContent("JD");
    expect(trigger).toHaveTextContent("Manager");
    await user.click(trigger);

    const menu = screen.getByRole("menu");
    expect(within(menu).getByText("My Account")).toBeInTheDocument();
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Profile",
      "Settings",
      "Logout",
    ]);

    await user.click(within(menu).getByRole("menuitem", { name: "Profile" }));
    expect(screen.getByRole("heading", { name: "Settings tab profile" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Account menu for Jane Doe/ }));
    await user.click(screen.getByRole("menuitem", { name: "Settings" }));
    expect(screen.getByRole("heading", { name: "Settings tab application" })).toBeInTheDocument();
  });

  it("hides the Home button on / and shows it on other pages", async () => {
    const user = userEvent.setup();
    renderShell({ path: "/" });
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();

    await user.click(within(sidebar()).getByRole("link", { name: "Vehicles" }));
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("href", "/");

    await user.click(home);
    expect(screen.getByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Home" })).toBeNull();
  });

  it("has a search box and a skip link to the content", () => {
    renderShell();

    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveAttribute("placeholder", "Search...");
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("shows the configured application name in the navigation header and the page title", () => {
    localStorage.setItem("appName", "Torque Garage");
    renderShell();

    expect(within(sidebar()).getByText("Torque Garage")).toBeInTheDocument();
    expect(document.title).toBe("Torque Garage");

    act(() => {
      writeLocal("appName", "Quick Lube");
    });
    expect(within(sidebar()).getByText("Quick Lube")).toBeInTheDocument();
    expect(document.title).toBe("Quick Lube");
  });

  it("uses AutoServ when no name is configured and the fallback title when it is empty", () => {
    const first = renderShell();
    expect(within(sidebar()).getByText("AutoServ")).toBeInTheDocument();
    expect(document.title).toBe("AutoServ");
    first.unmount();

    localStorage.setItem("appName", "");
    renderShell();
    expect(document.title).toBe("Vehicle Service Management");
    expect(within(sidebar()).getByText("Vehicle Service Management")).toBeInTheDocument();
  });

  it("shows the uploaded logo instead of the name", () => {
    localStorage.setItem("appName", "Torque Garage");
    localStorage.setItem("appLogoUrl", "data:image/png;base64,iVBORw0KGgo=");
    renderShell();

    expect(within(sidebar()).getByRole("img", { name: "Torque Garage logo" })).toHaveAttribute(
      "src",
      "data:image/png;base64,iVBORw0KGgo=",
    );
  });
});
