import { configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Invoice } from "@/shared/schemas/invoices";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { customerListHandler, makeCustomer } from "@/web/features/customers/testing/make-customer";
import { makeBrakeJob, makeEstimate } from "@/web/features/estimates/testing/make-estimate";
import { INVOICE_ID, INVOICE_JOB_CARD_ID, makeFinalizedInvoice, makeInvoice } from "@/web/features/invoices/testing/make-invoice";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import InvoiceRoute from "./invoice-route";
import RepairOrderRoute from "./repair-order-route";

configure({ asyncUtilTimeout: 5000 });

/** Absent for good: not there once what it would need has had time to load. */
async function expectNever(find: () => Promise<HTMLElement>) {
  await expect(find()).rejects.toThrow();
}

const jane = makeCustomer({ id: "c1", name: "Jane Doe", phones: [{ kind: "Mobile", number: "555-0199" }], email: "jane@example.com" });
const maria = makeCustomer({ id: "c2", name: "Maria Garcia", phones: [], email: "maria@example.com", preferredContact: "Email" });
const card = makeJobCard({ customerId: "c1", customerName: "Jane Doe", customerContact: "555-0199" });
const cardPath = `/api/job-cards/${card.id}`;
const toMaria = { customerId: "c2", customerName: "Maria Garcia", customerContact: "maria@example.com", updatedAt: "2025-03-02T09:00:00.000Z" };

/** The customer routes the picker and the e-mail read. */
const customerRoutes: Record<string, ApiHandler> = {
  "GET /api/customers": customerListHandler(() => [jane, maria]),
  "GET /api/customers/c1": () => jsonResponse(200, { customer: jane }),
  "GET /api/customers/c2": () => jsonResponse(200, { customer: maria }),
};

function renderRepairOrder(role: Role, routes: Record<string, ApiHandler> = {}, stored: () => JobCard = () => card) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    [`GET ${cardPath}`]: () => jsonResponse(200, { jobCard: stored() }),
    [`GET ${cardPath}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, jobs: [makeBrakeJob()] }) }),
    [`GET ${cardPath}/estimate/work`]: () => jsonResponse(200, { work: { jobCardId: card.id, jobs: [] } }),
    "GET /api/invoices": () => jsonResponse(200, { invoices: [], nextCursor: null }),
    [`GET ${cardPath}/time`]: () => jsonResponse(200, { entries: [], jobs: [], running: null }),
    [`GET ${cardPath}/history`]: () => jsonResponse(200, { events: [] }),
    [`GET ${cardPath}/inspection`]: () => jsonResponse(200, { inspection: null }),
    ...customerRoutes,
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/jobcards/:id" element={<RepairOrderRoute />} />
    </Routes>,
    { initialEntries: [`/jobcards/${card.id}`] },
  );
  return { calls, ...view };
}

describe("The customer on the estimate", { timeout: 30_000 }, () => {
  it("shows an Advisor whom the estimate is for and where it is mailed, following the header's Change customer", async () => {
    let current = card;
    const { calls, user } = renderRepairOrder(
      "Service Advisor",
      {
        [`PATCH ${cardPath}/customer`]: () => {
          current = { ...card, ...toMaria };
          return jsonResponse(200, { jobCard: current });
        },
      },
      () => current,
    );
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/customers/c1");
    expect(await within(estimate).findByText("jane@example.com")).toBeInTheDocument();
    // One "Change customer" on the page, the header's: it changes the card, its estimate and its draft invoice.
    expect(within(estimate).queryByRole("button", { name: /Change customer/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Change customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Customer" });
    const picker = await within(dialog).findByRole("combobox", { name: "Customer" });
    await user.clear(picker);
    await user.type(picker, "maria");
    await user.click(await within(dialog).findByRole("option", { name: /Maria Garcia/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(estimate).findByRole("link", { name: "Maria Garcia" })).toHaveAttribute("href", "/customers/c2");
    expect(await within(estimate).findByText("maria@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Change Customer" })).toBeNull();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ customerId: "c2", updatedAt: card.updatedAt });
  });

  it("says so when the customer has no e-mail to mail the estimate to", async () => {
    renderRepairOrder("Service Advisor", { "GET /api/customers/c1": () => jsonResponse(200, { customer: { ...jane, email: "" } }) });
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByText("No e-mail on record: the estimate cannot be mailed.")).toBeInTheDocument();
  });

  it("shows a typed e-mail contact of a card without a customer record, as text", async () => {
    const unlinked = { ...card, customerId: null, customerName: "Walk In", customerContact: "walk@example.com" };
    renderRepairOrder("Service Advisor", {}, () => unlinked);
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByText("walk@example.com")).toBeInTheDocument();
    expect(within(estimate).getByText("Walk In")).toBeInTheDocument();
    expect(within(estimate).queryByRole("link", { name: "Walk In" })).toBeNull();
  });

  it("shows a Service Technician no customer and no change with the work", async () => {
    renderRepairOrder("Service Technician");
    await screen.findByRole("region", { name: "Work" });
    await expectNever(() => screen.findByRole("button", { name: /Change customer/ }, { timeout: 1000 }));
    expect(screen.queryByRole("region", { name: "Estimate" })).toBeNull();
    expect(screen.queryByText("jane@example.com")).toBeNull();
  });
});

const invoicePath = `/api/invoices/${INVOICE_ID}`;
const invoiceCard = makeJobCard({ id: INVOICE_JOB_CARD_ID, customerId: "c1", customerName: "Jane Doe", customerContact: "555-0199" });
const janeParties = { ...makeInvoice().parties, customerName: "Jane Doe", customerContact: "555-0199", customerEmail: "jane@example.com" };

function renderInvoice(role: Role, stored: () => Invoice, routes: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    [`GET ${invoicePath}`]: () => jsonResponse(200, { invoice: stored() }),
    [`GET /api/job-cards/${INVOICE_JOB_CARD_ID}`]: () => jsonResponse(200, { jobCard: invoiceCard }),
    ...customerRoutes,
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/invoices/:id" element={<InvoiceRoute />} />
    </Routes>,
    { initialEntries: [`/invoices/${INVOICE_ID}`] },
  );
  return { calls, ...view };
}

describe("The customer on the invoice page", { timeout: 30_000 }, () => {
  it("shows a draft's customer as a link and changes the card's customer, the draft following", async () => {
    let stored = makeInvoice({ customerId: "c1", parties: janeParties });
    const { calls, user } = renderInvoice("Service Advisor", () => stored, {
      [`PATCH /api/job-cards/${INVOICE_JOB_CARD_ID}/customer`]: () => {
        stored = makeInvoice({ customerId: "c2", parties: { ...janeParties, customerName: "Maria Garcia", customerContact: "maria@example.com", customerEmail: "maria@example.com" } });
        return jsonResponse(200, { jobCard: { ...invoiceCard, ...toMaria } });
      },
    });
    expect(await screen.findByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/customers/c1");
    expect(screen.getByText("555-0199", { exact: false })).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Change customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Customer" });
    const picker = await within(dialog).findByRole("combobox", { name: "Customer" });
    expect(picker).toHaveValue("Jane Doe");
    await user.clear(picker);
    await user.type(picker, "maria");
    await user.click(await within(dialog).findByRole("option", { name: /Maria Garcia/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("link", { name: "Maria Garcia" })).toHaveAttribute("href", "/customers/c2");
    expect(screen.queryByRole("dialog", { name: "Change Customer" })).toBeNull();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ customerId: "c2", updatedAt: invoiceCard.updatedAt });
  });

  it("shows a finalized invoice's frozen customer with no Change customer", async () => {
    renderInvoice("Service Advisor", () => makeFinalizedInvoice({ customerId: "c1", parties: { ...janeParties, customerName: "Jane Frozen" } }));
    expect(await screen.findByRole("link", { name: "Jane Frozen" })).toHaveAttribute("href", "/customers/c1");
    await expectNever(() => screen.findByRole("button", { name: "Change customer" }, { timeout: 1000 }));
  });

  it("offers no Change customer on a draft whose job card was deleted", async () => {
    renderInvoice("Manager", () => makeInvoice({ jobCardId: null, customerId: "c1", parties: janeParties }));
    expect(await screen.findByRole("link", { name: "Jane Doe" })).toBeInTheDocument();
    await expectNever(() => screen.findByRole("button", { name: "Change customer" }, { timeout: 1000 }));
  });

  it("shows an invoice without a customer record as text, and N/A without any customer", async () => {
    renderInvoice("Service Advisor", () => makeInvoice({ customerId: null, parties: { ...janeParties, customerName: null, customerContact: null } }));
    await screen.findByRole("heading", { name: "Draft Invoice" });
    const customer = screen.getByText("Customer").closest("div");
    expect(customer).toHaveTextContent("N/A");
    expect(screen.queryByRole("link", { name: /Jane/ })).toBeNull();
  });
});
