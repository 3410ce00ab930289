import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeBrakeJob, makeEstimate } from "@/web/features/estimates/testing/make-estimate";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import JobCardsRoute from "./job-cards-route";

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

describe("Job cards route", { timeout: 20_000 }, () => {
  it("shows the card's Estimate section in its details", async () => {
    const card = makeJobCard();
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      "GET /api/job-cards": () => jsonResponse(200, { jobCards: [card], nextCursor: null }),
      [`GET /api/job-cards/${card.id}`]: () => jsonResponse(200, { jobCard: card }),
      [`GET /api/job-cards/${card.id}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, jobs: [makeBrakeJob()] }) }),
    });
    const { user } = renderWithProviders(<JobCardsRoute />);
    await user.click(await screen.findByRole("button", { name: "View details of job card 1a2b3c4d" }));
    const dialog = screen.getByRole("dialog", { name: "Job Card Details" });
    const estimate = await within(dialog).findByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByLabelText("Total of job Front brakes")).toHaveTextContent("$250.00");
    expect(within(estimate).getByRole("button", { name: "Send for Approval" })).toBeInTheDocument();
  });
});
