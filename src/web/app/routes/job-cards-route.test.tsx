import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeBrakeJob, makeEstimate } from "@/web/features/estimates/testing/make-estimate";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { makeInvoice, summaryOf } from "@/web/features/invoices/testing/make-invoice";
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

  it("offers Create Invoice under the estimate once a job is approved, and lists the card's invoice once it has one", async () => {
    const card = makeJobCard();
    let invoices = [] as ReturnType<typeof summaryOf>[];
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      "GET /api/job-cards": () => jsonResponse(200, { jobCards: [card], nextCursor: null }),
      [`GET /api/job-cards/${card.id}`]: () => jsonResponse(200, { jobCard: card }),
      [`GET /api/job-cards/${card.id}/estimate`]: () =>
        jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, currentVersion: 1, jobs: [makeBrakeJob({ state: "Approved", approvedTotalCents: 25000 })] }) }),
      "GET /api/invoices": () => jsonResponse(200, { invoices, nextCursor: null }),
      [`POST /api/job-cards/${card.id}/invoice`]: () => {
        const invoice = makeInvoice({ jobCardId: card.id });
        invoices = [summaryOf(invoice)];
        return jsonResponse(201, { invoice });
      },
    });
    const { user } = renderWithProviders(<JobCardsRoute />);
    await user.click(await screen.findByRole("button", { name: "View details of job card 1a2b3c4d" }));
    const dialog = screen.getByRole("dialog", { name: "Job Card Details" });
    const section = await within(dialog).findByRole("region", { name: "Invoice" });
    await user.click(await within(section).findByRole("button", { name: "Create Invoice" }));
    expect(await within(section).findByRole("link", { name: "Draft" })).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });

  it("has no Create Invoice while no job is approved", async () => {
    const card = makeJobCard();
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      "GET /api/job-cards": () => jsonResponse(200, { jobCards: [card], nextCursor: null }),
      [`GET /api/job-cards/${card.id}`]: () => jsonResponse(200, { jobCard: card }),
      [`GET /api/job-cards/${card.id}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, jobs: [makeBrakeJob()] }) }),
      "GET /api/invoices": () => jsonResponse(200, { invoices: [], nextCursor: null }),
    });
    const { user } = renderWithProviders(<JobCardsRoute />);
    await user.click(await screen.findByRole("button", { name: "View details of job card 1a2b3c4d" }));
    const section = await within(screen.getByRole("dialog", { name: "Job Card Details" })).findByRole("region", { name: "Invoice" });
    expect(await within(section).findByText("Nothing approved to invoice yet.")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });
});
