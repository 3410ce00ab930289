import { configure, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { makeProfile } from "@/web/testing/make-profile";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, listQueries, stubApi } from "@/web/testing/stub-api";
import { makeJobCard } from "../testing/make-job-card";
import { JobCardsPage } from "./job-cards-page";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

function stubJobCards(role: Role) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "tech-1" }) }),
    "GET /api/job-cards": () => jsonResponse(200, { jobCards: [makeJobCard()], nextCursor: null }),
    "GET /api/technicians": () => jsonResponse(200, { technicians: [] }),
  });
}

/** The address as the browser would show it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <JobCardsPage />
      <Address />
    </>,
    { initialEntries: [path] },
  );
}

describe("Job Cards: Assigned to me", { timeout: SLOW_TEST_MS }, () => {
  it("is on for a Service Technician, and turning it off is kept in the address", async () => {
    const calls = stubJobCards("Service Technician");
    const { user } = renderAt("/jobcards?search=brakes");
    await waitFor(() => expect(listQueries(calls, "/api/job-cards")).toEqual([{ search: "brakes", assignedTo: "me" }]));
    expect(screen.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "All job cards" }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/jobcards?search=brakes&assigned=all");
    await waitFor(() => expect(listQueries(calls, "/api/job-cards").at(-1)).toEqual({ search: "brakes" }));
    expect(screen.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "false");
  });

  it("is read from the address, so an Advisor's link or Back opens the same list", async () => {
    const calls = stubJobCards("Service Advisor");
    renderAt("/jobcards?assigned=me");
    await waitFor(() => expect(listQueries(calls, "/api/job-cards")).toEqual([{ assignedTo: "me" }]));
    expect(screen.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a technician's cards as cards on a phone", async () => {
    stubScreen({ narrow: true });
    stubJobCards("Service Technician");
    renderAt("/jobcards");
    const list = await screen.findByRole("list", { name: "Job cards" });
    expect(within(list).getByRole("heading", { name: "1a2b3c4d..." })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
