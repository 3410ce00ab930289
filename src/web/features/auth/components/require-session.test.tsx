import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { makeProfile } from "@/web/testing/make-profile";
import { errorResponse, jsonResponse, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { SESSION_CHECK_RETRIES } from "@/web/lib/auth/me";
import { RequireSession } from "./require-session";
import { queryKeys } from "@/web/lib/query-keys";

type Answer = () => Response | Promise<Response>;

const SIGNED_IN: Answer = () => jsonResponse(200, { profile: makeProfile() });
const NO_SESSION: Answer = () => jsonResponse(200, { profile: null });

const FAILURES: [string, Answer, string][] = [
  ["throttled (429)", () => errorResponse(429, "too_many_requests", "Too many attempts. Try again in a minute."), "Too many attempts. Try again in a minute."],
  ["a server error (503)", () => errorResponse(503, "unavailable", "The database is busy. Try again."), "The database is busy. Try again."],
  [
    "a network error",
    () => Promise.reject(new TypeError("Failed to fetch")),
    "The server could not be reached. Check the connection and try again.",
  ],
];

/** A signed-in page behind RequireSession, with the session check answered by `answer()` as it is at the time. */
function renderPage(firstAnswer: Answer) {
  let answer = firstAnswer;
  const calls: ApiCall[] = stubApi({ "GET /api/auth/me": () => answer() });
  const queryClient = createQueryClient();
  // The app waits 1 s and 2 s between tries; the test need not.
  queryClient.setQueryDefaults(queryKeys.me, { retryDelay: 1 });
  const router = createMemoryRouter(
    [
      { path: "/", element: <RequireSession><h1>Dashboard page</h1></RequireSession> },
      { path: "/login", element: <h1>Log In page</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    answerWith: (next: Answer) => (answer = next),
    /** The 30-second session check, now. */
    checkSession: () => act(() => queryClient.refetchQueries({ queryKey: queryKeys.me })),
    sessionChecks: () => calls.filter((call) => call.path === "/api/auth/me").length,
    router,
  };
}

describe("RequireSession", () => {
  it.each(FAILURES)("keeps a signed-in user on the page when a session check fails with %s", async (name, failure) => {
    const page = renderPage(SIGNED_IN);
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();

    page.answerWith(failure);
    await page.checkSession();
    // A server's refusal is retried; with no network the profile this device last saw stands
    // until the next check, so there is nothing to retry.
    const retries = name === "a network error" ? 0 : SESSION_CHECK_RETRIES;
    expect(page.sessionChecks()).toBe(1 + 1 + retries);
    expect(screen.getByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Log In page" })).toBeNull();
    expect(page.router.state.location.pathname).toBe("/");

    page.answerWith(SIGNED_IN);
    await page.checkSession();
    expect(screen.getByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
  });

  it.each(FAILURES)("shows the error and Try again, not the login page, when the first check fails with %s", async (_, failure, message) => {
    const user = userEvent.setup();
    const page = renderPage(failure);

    expect(await screen.findByRole("alert")).toHaveTextContent(`Your session could not be checked.${message}`);
    expect(page.sessionChecks()).toBe(1 + SESSION_CHECK_RETRIES);
    expect(screen.queryByRole("heading", { name: "Log In page" })).toBeNull();

    page.answerWith(SIGNED_IN);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("signs out when the server says there is no session", async () => {
    const page = renderPage(SIGNED_IN);
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();

    page.answerWith(NO_SESSION);
    await page.checkSession();
    expect(await screen.findByRole("heading", { name: "Log In page" })).toBeInTheDocument();
  });

  it("signs out at once on a 401, without retrying", async () => {
    const page = renderPage(SIGNED_IN);
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();

    page.answerWith(() => errorResponse(401, "unauthorized", "Please log in."));
    await page.checkSession();
    expect(await screen.findByRole("heading", { name: "Log In page" })).toBeInTheDocument();
    expect(page.sessionChecks()).toBe(2);
  });
});
