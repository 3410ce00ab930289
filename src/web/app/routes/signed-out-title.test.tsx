import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { removeLocal, writeLocal } from "@/web/lib/local-settings";
import { appRoutes } from "../router";

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

describe("the tab's title before signing in", { timeout: 20_000 }, () => {
  afterEach(() => {
    removeLocal("appName");
    document.title = "";
  });

  it.each(["/login", "/forgot-password", "/reset-password?token=abc"])("carries the configured name on %s", async (path) => {
    writeLocal("appName", "Torque Garage");
    stubApi({ "GET /api/auth/me": () => jsonResponse(401, { error: { code: "unauthorized", message: "Please log in." } }) });
    renderAt(path);
    // The first test also waits for the route's code to load.
    await screen.findAllByRole("heading", {}, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe("Torque Garage"));
  });

  it("falls back to Vehicle Service Management when the name was cleared", async () => {
    writeLocal("appName", "");
    stubApi({ "GET /api/auth/me": () => jsonResponse(401, { error: { code: "unauthorized", message: "Please log in." } }) });
    renderAt("/login");
    await waitFor(() => expect(document.title).toBe("Vehicle Service Management"), { timeout: 10_000 });
  });
});
