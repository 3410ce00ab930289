import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLoadingStatus } from "./page-loading-status";

/** A route whose code arrives only when the test says so. */
function deferredPage(text: string) {
  let arrive = () => {};
  const lazy = () =>
    new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ Component: () => <h1>{text}</h1> });
    });
  return { lazy, arrive: () => arrive() };
}

describe("PageLoadingStatus", () => {
  it("reads Loading vehicles... or Loading services... while that page's code loads, and nothing after", async () => {
    const vehicles = deferredPage("Manage Vehicles");
    const services = deferredPage("Manage Services");
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <PageLoadingStatus />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <h1>Dashboard Overview</h1> },
            { path: "vehicles", lazy: vehicles.lazy },
            { path: "services", lazy: services.lazy },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^$/);

    act(() => void router.navigate("/vehicles"));
    await screen.findByText("Loading vehicles...");
    await act(async () => vehicles.arrive());
    await screen.findByRole("heading", { name: "Manage Vehicles" });
    expect(status).toHaveTextContent(/^$/);

    act(() => void router.navigate("/services"));
    await screen.findByText("Loading services...");
    await act(async () => services.arrive());
    await screen.findByRole("heading", { name: "Manage Services" });
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
  });
});
