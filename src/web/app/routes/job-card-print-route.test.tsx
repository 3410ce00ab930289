import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { makeProfile } from "@/web/testing/make-profile";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { removeLocal, writeLocal } from "@/web/lib/local-settings";
import { appRoutes } from "../router";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const card = makeJobCard();

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("/jobcards/:id/print", { timeout: SLOW_TEST_MS }, () => {
  afterEach(() => removeLocal("appName"));

  it("shows the card under the configured shop name, without the app's navigation", async () => {
    writeLocal("appName", "Main Street Motors");
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Technician" }) }),
      [`GET /api/job-cards/${card.id}`]: () => jsonResponse(200, { jobCard: card }),
    });
    renderAt(`/jobcards/${card.id}/print`);

    expect(await screen.findByText(card.id)).toBeInTheDocument();
    expect(screen.getByText("Main Street Motors")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(document.title).toBe("Job Card 1a2b3c4d - Main Street Motors");
  });

  it("sends a role without job cards back to the dashboard", async () => {
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "User" }) }),
    });
    const router = renderAt(`/jobcards/${card.id}/print`);
    await expect.poll(() => router.state.location.pathname, { timeout: 5000 }).toBe("/");
  });

  it("sends a visitor without a session to /login", async () => {
    stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile: null }) });
    const router = renderAt(`/jobcards/${card.id}/print`);
    await expect.poll(() => router.state.location.pathname, { timeout: 5000 }).toBe("/login");
  });
});
