import { configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCardHistory } from "@/shared/schemas/job-card-history";
import type { JobCardTime } from "@/shared/schemas/time-entries";
import { makeBrakeJob, makeEstimate } from "@/web/features/estimates/testing/make-estimate";
import { makeInvoice, summaryOf } from "@/web/features/invoices/testing/make-invoice";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import RepairOrderRoute from "./repair-order-route";

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const card = makeJobCard();
const cardPath = `/api/job-cards/${card.id}`;
const approvedBrakes = makeBrakeJob({ state: "Approved", approvedTotalCents: 25000 });

const time: JobCardTime = {
  entries: [
    {
      id: "0f0e0d0c-0b0a-4a09-8807-060504030201",
      jobCardId: card.id,
      jobId: "job-brakes",
      jobName: "Front brakes",
      technician: { name: "Tom Tech", email: "tom@shop.test" },
      startedAt: "2025-03-01T09:00:00.000Z",
      stoppedAt: "2025-03-01T10:30:00.000Z",
      seconds: 5400,
      version: 1,
    },
  ],
  jobs: [{ jobId: "job-brakes", jobName: "Front brakes", approvedLaborHoursTenths: 20, clockedSeconds: 5400 }],
  running: null,
};

const history: JobCardHistory = {
  events: [
    { at: "2025-03-01T09:00:00.000Z", kind: "status", text: "Created as Pending", by: { name: "Ada Admin", email: "ada@example.com" } },
    { at: "2025-03-01T09:30:00.000Z", kind: "approval", text: "Front brakes approved by the customer", by: null },
  ],
};

function stubRepairOrder(role: Role, routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "tech-1" }) }),
    [`GET ${cardPath}`]: () => jsonResponse(200, { jobCard: card }),
    [`GET ${cardPath}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, currentVersion: 1, jobs: [approvedBrakes] }) }),
    [`GET ${cardPath}/estimate/work`]: () =>
      jsonResponse(200, {
        work: {
          jobCardId: card.id,
          jobs: [
            {
              id: "job-brakes",
              name: "Front brakes",
              state: "Approved",
              lines: [{ id: "l1", description: "Replace pads", hoursTenths: 20 }],
              parts: [{ id: "l2", name: "Brake pad", partNumber: "BP-1", quantityHundredths: 200 }],
            },
          ],
        },
      }),
    "GET /api/invoices": () => jsonResponse(200, { invoices: [], nextCursor: null }),
    [`GET ${cardPath}/time`]: () => jsonResponse(200, time),
    [`GET ${cardPath}/history`]: () => jsonResponse(200, history),
    [`GET ${cardPath}/inspection`]: () => jsonResponse(200, { inspection: null }),
    ...routes,
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/jobcards/:id" element={<RepairOrderRoute />} />
      <Route path="/invoices/:id" element={<p>The invoice&apos;s page</p>} />
    </Routes>,
    { initialEntries: [`/jobcards/${card.id}`] },
  );
}

function sectionTitles(): string[] {
  return screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent ?? "");
}

describe("Repair order route", { timeout: 20_000 }, () => {
  it("shows an Advisor the header, then Work, Estimate, Inspection, Photos, Time, Invoice and History in that order", async () => {
    stubRepairOrder("Service Advisor");
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Repair Order 1a2b3c4d..." })).toBeInTheDocument();
    await screen.findByRole("region", { name: "Invoice" });
    await screen.findByRole("region", { name: "Estimate" });
    await screen.findByRole("region", { name: "Inspection" });
    expect(sectionTitles()).toEqual(["Work", "Estimate", "Inspection", "Photos", "Time", "Invoice", "History"]);

    const estimate = screen.getByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByLabelText("Total of job Front brakes")).toHaveTextContent("$250.00");
    const work = screen.getByRole("region", { name: "Work" });
    expect(await within(work).findByText("Replace pads")).toBeInTheDocument();
    const timeSection = screen.getByRole("region", { name: "Time" });
    expect(await within(timeSection).findByText("1.5 h clocked of 2.0 h approved")).toBeInTheDocument();
    const historySection = screen.getByRole("region", { name: "History" });
    expect(await within(historySection).findByText("Front brakes approved by the customer")).toBeInTheDocument();
  });

  it("offers Create Invoice once a job is approved, opens the new draft, and lists it on the card once it has one", async () => {
    let invoices = [] as ReturnType<typeof summaryOf>[];
    stubRepairOrder("Service Advisor", {
      "GET /api/invoices": () => jsonResponse(200, { invoices, nextCursor: null }),
      [`POST ${cardPath}/invoice`]: () => {
        const invoice = makeInvoice({ jobCardId: card.id });
        invoices = [summaryOf(invoice)];
        return jsonResponse(201, { invoice });
      },
    });
    const { user } = renderPage();
    const section = await screen.findByRole("region", { name: "Invoice" });
    await user.click(await within(section).findByRole("button", { name: "Create Invoice" }));
    expect(await screen.findByText("The invoice's page")).toBeInTheDocument();

    renderPage();
    const again = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(again).findByRole("link", { name: "Draft" })).toBeInTheDocument();
    expect(within(again).queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });

  it("has no Create Invoice while no job is approved", async () => {
    stubRepairOrder("Service Advisor", {
      [`GET ${cardPath}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, jobs: [makeBrakeJob()] }) }),
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(section).findByText("Nothing approved to invoice yet.")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });

  it("shows a Service Technician the work and the clock but no Estimate, no Invoice and no price anywhere", async () => {
    stubRepairOrder("Service Technician");
    renderPage();
    const work = await screen.findByRole("region", { name: "Work" });
    expect(await within(work).findByText("Replace pads")).toBeInTheDocument();
    expect(within(work).getByText("Brake pad (BP-1)")).toBeInTheDocument();
    expect(within(work).getByText("× 2")).toBeInTheDocument();
    const timeSection = screen.getByRole("region", { name: "Time" });
    expect(await within(timeSection).findByText("1.5 h clocked of 2.0 h approved")).toBeInTheDocument();
    await screen.findByText("Front brakes approved by the customer");

    await screen.findByRole("region", { name: "Inspection" });
    expect(sectionTitles()).toEqual(["Work", "Inspection", "Photos", "Time", "History"]);
    expect(screen.queryByRole("region", { name: "Estimate" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Invoice" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/[$€£¥]/);
    expect(document.body.textContent).not.toMatch(/Total/);

    const bar = screen.getByRole("region", { name: "Repair order actions" });
    expect(within(bar).getByRole("combobox", { name: "Status" })).toBeInTheDocument();
    expect(await within(bar).findByRole("button", { name: /^Start/ })).toBeInTheDocument();
  });
});
