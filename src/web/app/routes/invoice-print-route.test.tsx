import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { INVOICE_ID, makeFinalizedInvoice, makePayment } from "@/web/features/invoices/testing/make-invoice";
import { writeLocal } from "@/web/lib/local-settings";
import { makeProfile } from "@/web/testing/make-profile";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { appRoutes } from "../router";

/** Screens render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

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

describe("/invoices/:id/print", { timeout: SLOW_TEST_MS }, () => {
  it("prints the frozen invoice: shop, logo, number, date, customer, VIN, lines, totals, payments and balance, without the app's navigation", async () => {
    writeLocal("appName", "Main Street Motors");
    writeLocal("appLogoUrl", "data:image/png;base64,iVBORw0KGgo=");
    const invoice = makeFinalizedInvoice({ status: "Partially Paid", amountPaidCents: 10000, balanceDueCents: 15500, payments: [makePayment()] });
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      [`GET /api/invoices/${INVOICE_ID}`]: () => jsonResponse(200, { invoice }),
    });
    renderAt(`/invoices/${INVOICE_ID}/print`);

    const sheet = await screen.findByRole("article", { name: "Invoice INV-000042" });
    expect(within(sheet).getByRole("heading", { name: "Invoice INV-000042" })).toBeInTheDocument();
    expect(within(sheet).getByRole("img", { name: "Main Street Motors logo" })).toBeInTheDocument();
    expect(within(sheet).getByText("2026-03-03")).toBeInTheDocument();
    expect(within(sheet).getByText(/1 Main Street, Springfield/)).toBeInTheDocument();
    expect(within(sheet).getByText(/Jane Driver/)).toBeInTheDocument();
    expect(within(sheet).getByText("1HGCM82633A004352")).toBeInTheDocument();
    expect(within(sheet).getByText("Brake pad (BP-1)")).toBeInTheDocument();
    expect(within(sheet).getByText("Total").closest("div")).toHaveTextContent("$255.00");
    expect(within(sheet).getByText("Balance Due").closest("div")).toHaveTextContent("$155.00");
    expect(within(within(sheet).getByRole("table", { name: "Payments" })).getByText("Card")).toBeInTheDocument();
    expect(within(sheet).queryByRole("button", { name: /Reverse/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Print" })).toBeEnabled();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(document.title).toBe("Invoice INV-000042 - Main Street Motors");
  });

  it("sends a role without invoices back to the dashboard", async () => {
    stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Technician" }) }) });
    const router = renderAt(`/invoices/${INVOICE_ID}/print`);
    await expect.poll(() => router.state.location.pathname, { timeout: 5000 }).toBe("/");
  });
});
