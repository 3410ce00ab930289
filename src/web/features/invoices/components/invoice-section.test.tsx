import { configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { INVOICE_ID, INVOICE_JOB_CARD_ID, makeFinalizedInvoice, makeInvoice, summaryOf } from "../testing/make-invoice";
import { InvoiceSection } from "./invoice-section";

const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

function stub(role: Role, invoices: InvoiceSummary[], routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/invoices": () => jsonResponse(200, { invoices, nextCursor: null }),
    ...routes,
  });
}

function renderSection(hasApprovedJobs = true) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<InvoiceSection jobCardId={INVOICE_JOB_CARD_ID} hasApprovedJobs={hasApprovedJobs} />} />
        <Route path="/invoices/:id" element={<p>Invoice page</p>} />
      </Routes>
      <AnswersShown queryKeys={[queryKeys.me]} />
    </>,
  );
}

describe("Invoice section of a job card", { timeout: SLOW_TEST_MS }, () => {
  it("creates the draft from approved work and opens it", async () => {
    const calls = stub("Service Advisor", [], {
      [`POST /api/job-cards/${INVOICE_JOB_CARD_ID}/invoice`]: () => jsonResponse(201, { invoice: makeInvoice() }),
    });
    const { user } = renderSection();
    const section = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(section).findByText("Not invoiced yet.")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Create Invoice" }));
    expect(await screen.findByText("Invoice page")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "GET" && call.path === "/api/invoices")?.query).toMatchObject({ jobCardId: INVOICE_JOB_CARD_ID });
  });

  it("lists the card's invoices with number, status, total and balance, and offers no second open invoice", async () => {
    const voided = summaryOf(makeFinalizedInvoice({ id: "void-1", number: "INV-000041", status: "Void" }));
    const open = summaryOf(makeFinalizedInvoice({ status: "Partially Paid", balanceDueCents: 5500 }));
    stub("Manager", [open, voided]);
    renderSection();
    const section = await screen.findByRole("region", { name: "Invoice" });
    const link = await within(section).findByRole("link", { name: "INV-000042" });
    expect(link).toHaveAttribute("href", `/invoices/${INVOICE_ID}`);
    const item = link.closest("li");
    expect(item).toHaveTextContent("Partially Paid");
    expect(item).toHaveTextContent("Total $255.00");
    expect(item).toHaveTextContent("Balance $55.00");
    expect(within(section).getByRole("link", { name: "INV-000041" }).closest("li")).toHaveTextContent("Void");
    expect(within(section).queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });

  it("offers Create Invoice again once the card's only invoice is void", async () => {
    stub("Service Advisor", [summaryOf(makeFinalizedInvoice({ status: "Void" }))]);
    renderSection();
    expect(await screen.findByRole("button", { name: "Create Invoice" })).toBeInTheDocument();
  });

  it("shows a draft as Draft, linked to it", async () => {
    stub("Service Advisor", [summaryOf(makeInvoice())]);
    renderSection();
    expect(await screen.findByRole("link", { name: "Draft" })).toHaveAttribute("href", `/invoices/${INVOICE_ID}`);
  });

  it("has no Create Invoice while nothing is approved", async () => {
    stub("Service Advisor", []);
    renderSection(false);
    expect(await screen.findByText("Nothing approved to invoice yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create Invoice" })).toBeNull();
  });

  it("opens the card's invoice when the server says one exists already", async () => {
    stub("Service Advisor", [], {
      [`POST /api/job-cards/${INVOICE_JOB_CARD_ID}/invoice`]: () =>
        jsonResponse(409, { error: { code: "conflict", message: "This job card already has an invoice.", details: { invoiceId: "other" } } }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Create Invoice" }));
    expect(await screen.findByText("Invoice page")).toBeInTheDocument();
  });

  it("says why a creation failed", async () => {
    stub("Service Advisor", [], {
      [`POST /api/job-cards/${INVOICE_JOB_CARD_ID}/invoice`]: () => errorResponse(409, "conflict", "This job card's estimate has no approved jobs to invoice."),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Create Invoice" }));
    expect(await screen.findByText("This job card's estimate has no approved jobs to invoice.")).toBeInTheDocument();
  });

  it("shows nothing to a Service Technician", async () => {
    const calls = stub("Service Technician", []);
    renderSection();
    await answersShown();
    expect(screen.queryByRole("region", { name: "Invoice" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/invoices")).toBe(false);
  });
});
