import { configure, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Invoice } from "@/shared/schemas/invoices";
import { changeCustomerTo } from "@/web/features/customers/testing/change-customer";
import { janeAndMariaRoutes } from "@/web/features/customers/testing/make-customer";
import { INVOICE_ID, INVOICE_JOB_CARD_ID, makeFinalizedInvoice, makeInvoice } from "@/web/features/invoices/testing/make-invoice";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import InvoiceRoute from "./invoice-route";

configure({ asyncUtilTimeout: 5000 });

/** Absent for good: not there once what it would need has had time to load. */
async function expectNever(find: () => Promise<HTMLElement>) {
  await expect(find()).rejects.toThrow();
}

const toMaria = { customerId: "c2", customerName: "Maria Garcia", customerContact: "maria@example.com", updatedAt: "2025-03-02T09:00:00.000Z" };

const customerRoutes = janeAndMariaRoutes();

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

    await changeCustomerTo(user, { from: "Jane Doe", search: "maria", to: /Maria Garcia/ });

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
