import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { staleAfterChange } from "@/web/lib/query-keys";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, listQueries, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { invoiceListHandler, makeInvoiceSummary } from "../testing/make-invoice-summary";
import { InvoicesPage } from "./invoices-page";

const unpaid = makeInvoiceSummary();
const paid = makeInvoiceSummary({
  id: "inv-2",
  number: "INV-000002",
  invoiceDate: "2026-11-18",
  customerName: "Sam Lee",
  vin: "2FMDK3GC4ABA12345",
  totalCents: 10_000,
  balanceDueCents: 0,
  status: "Paid",
});
const draft = makeInvoiceSummary({
  id: "inv-3",
  number: null,
  invoiceDate: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  customerName: "Ola Nordmann",
  vin: "3VWFE21C04M000001",
  totalCents: 5_050,
  balanceDueCents: 5_050,
  status: "Draft",
});

function InvoiceProbe() {
  return <h1>Invoice page {useParams().id}</h1>;
}

function stubInvoices(invoices: InvoiceSummary[] | (() => InvoiceSummary[]), { pageSize, list }: { pageSize?: number; list?: ApiHandler } = {}) {
  const getInvoices = typeof invoices === "function" ? invoices : () => invoices;
  return stubApi({ "GET /api/invoices": list ?? invoiceListHandler(getInvoices, pageSize) });
}

function renderPage(initialEntry = "/invoices") {
  return renderWithProviders(
    <Routes>
      <Route path="/invoices" element={<InvoicesPage />} />
      <Route path="/invoices/:id" element={<InvoiceProbe />} />
    </Routes>,
    { initialEntries: [initialEntry] },
  );
}

function rowOf(linkName: string) {
  return screen.getByRole("link", { name: linkName }).closest("tr")!;
}

function cellsOf(row: HTMLElement) {
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Invoices", { timeout: 15_000 }, () => {
  it("lists invoices newest first with number, date, customer, VIN, total, balance and status", async () => {
    stubInvoices([draft, unpaid, paid]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Invoices" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading invoices" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });

    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Number",
      "Date",
      "Customer",
      "VIN",
      "Total",
      "Balance",
      "Status",
    ]);
    expect(cellsOf(rowOf("Open invoice INV-000001"))).toEqual(["INV-000001", "2026-11-20", "Jane Driver", "1HGCM82633A004352", "$249.99", "$249.99", "Unpaid"]);
    expect(cellsOf(rowOf("Open invoice INV-000002"))).toEqual(["INV-000002", "2026-11-18", "Sam Lee", "2FMDK3GC4ABA12345", "$100.00", "$0.00", "Paid"]);
    // A draft has no number or date yet: it says Draft and shows the day it was made.
    expect(cellsOf(rowOf("Open Draft invoice for Ola Nordmann"))).toEqual(["Draft", "2026-11-21", "Ola Nordmann", "3VWFE21C04M000001", "$50.50", "$50.50", "Draft"]);
    // The rows keep the server's order (newest first).
    expect(screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["Draft", "INV-000001", "INV-000002"]);
    expect(screen.getByText("Showing 3 invoices")).toBeInTheDocument();
  });

  it("shows money with the shop's currency symbol", async () => {
    localStorage.setItem("currencySymbol", "€");
    stubInvoices([unpaid]);
    renderPage();
    const row = (await screen.findByRole("link", { name: "Open invoice INV-000001" })).closest("tr")!;
    expect(within(row).getAllByText("€249.99")).toHaveLength(2);
  });

  it("says No invoices found when there are none", async () => {
    stubInvoices([]);
    renderPage();
    expect(await screen.findByText("No invoices found")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 invoices")).toBeInTheDocument();
    // Headings alone would scroll sideways on a phone with nothing a keyboard could reach.
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("searches on the server once typing pauses", async () => {
    const calls = stubInvoices([unpaid, paid]);
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });
    await user.type(screen.getByRole("searchbox", { name: "Search invoices" }), "sam");
    // Until the search answers, the rows shown are the unsearched list's, and the table says so.
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");

    await waitFor(() => expect(screen.queryByRole("link", { name: "Open invoice INV-000001" })).toBeNull(), { timeout: 3000 });
    expect(screen.getByRole("link", { name: "Open invoice INV-000002" })).toBeInTheDocument();
    expect(screen.getByRole("table")).not.toHaveAttribute("aria-busy");
    // One request for the pause, none for each key.
    expect(listQueries(calls, "/api/invoices").map((query) => query.search)).toEqual([undefined, "sam"]);
  });

  it("starts from the search in the address", async () => {
    const calls = stubInvoices([unpaid, paid]);
    renderPage("/invoices?search=INV-000002");
    expect(await screen.findByRole("searchbox", { name: "Search invoices" })).toHaveValue("INV-000002");
    await waitFor(() => expect(listQueries(calls, "/api/invoices").map((query) => query.search)).toEqual(["INV-000002"]));
  });

  it("filters by status, All and the five statuses, and back to All", async () => {
    const calls = stubInvoices([unpaid, paid, draft]);
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });
    const filter = screen.getByLabelText("Status");
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual(["All", "Draft", "Unpaid", "Partially Paid", "Paid", "Void"]);

    await user.selectOptions(filter, "Paid");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Open invoice INV-000001" })).toBeNull());
    expect(screen.getByRole("link", { name: "Open invoice INV-000002" })).toBeInTheDocument();
    expect(listQueries(calls, "/api/invoices").at(-1)).toEqual({ status: "Paid" });

    await user.selectOptions(filter, "All");
    expect(await screen.findByRole("link", { name: "Open invoice INV-000001" })).toBeInTheDocument();
    expect(listQueries(calls, "/api/invoices").at(-1)).not.toHaveProperty("status");
  });

  it("loads older invoices with Load more, asking from the last page's cursor", async () => {
    const calls = stubInvoices([draft, unpaid, paid], { pageSize: 2 });
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });
    expect(screen.queryByRole("link", { name: "Open invoice INV-000002" })).toBeNull();
    expect(screen.getByText("Showing 2 invoices; older invoices are not loaded yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Open invoice INV-000002" })).toBeInTheDocument();
    expect(listQueries(calls, "/api/invoices").at(-1)?.cursor).toBe("2");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByText("Showing 3 invoices")).toBeInTheDocument();
  });

  it("opens an invoice from its number link by keyboard, and from a click on its row", async () => {
    stubInvoices([unpaid, paid]);
    const first = renderPage();
    const link = await screen.findByRole("link", { name: "Open invoice INV-000001" });
    link.focus();
    await first.user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Invoice page inv-1" })).toBeInTheDocument();
    first.unmount();

    const second = renderPage();
    await second.user.click(within(await screen.findByRole("row", { name: /INV-000002/ })).getByText("Sam Lee"));
    expect(await screen.findByRole("heading", { name: "Invoice page inv-2" })).toBeInTheDocument();
  });

  it("refreshes when an invoices change is announced", async () => {
    let invoices = [unpaid];
    stubInvoices(() => invoices);
    const { queryClient } = renderPage();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });

    invoices = [draft, unpaid];
    // What the live events do on an "invoices" change event.
    for (const queryKey of staleAfterChange("invoices")) await queryClient.invalidateQueries({ queryKey });
    expect(await screen.findByRole("link", { name: "Open Draft invoice for Ola Nordmann" })).toBeInTheDocument();
  });

  it("refetches with Refresh", async () => {
    const calls = stubInvoices([unpaid]);
    const { user } = renderPage();
    await screen.findByRole("link", { name: "Open invoice INV-000001" });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listQueries(calls, "/api/invoices")).toHaveLength(2));
  });

  it("toasts Error fetching invoices with the server's message and offers to try again", async () => {
    stubInvoices([], { list: () => errorResponse(500, "internal", "The server failed.") });
    renderPage();
    expect(await screen.findByText("Error fetching invoices")).toBeInTheDocument();
    expect(screen.getByText("The server failed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
