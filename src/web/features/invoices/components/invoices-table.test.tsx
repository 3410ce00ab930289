import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { makeInvoiceSummary } from "../testing/make-invoice-summary";
import { InvoicesTable } from "./invoices-table";

describe("InvoicesTable on a phone", () => {
  it("shows each invoice as a card that opens it: number, date, customer, VIN, total, balance and status", () => {
    stubScreen({ narrow: true });
    const draft = makeInvoiceSummary({ id: "inv-2", number: null, invoiceDate: null, vin: null, status: "Draft" });
    renderWithProviders(<InvoicesTable invoices={[makeInvoiceSummary(), draft]} loading={false} updating={false} />);

    expect(screen.queryByRole("table")).toBeNull();
    const [finalized, drafted] = within(screen.getByRole("list", { name: "Invoices" })).getAllByRole("listitem");
    const card = within(finalized!);
    expect(card.getByRole("heading", { name: "Open invoice INV-000001" })).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Open invoice INV-000001" })).toHaveAttribute("href", "/invoices/inv-1");
    expect(card.getByText("2026-11-20")).toBeInTheDocument();
    expect(card.getByText("Jane Driver")).toBeInTheDocument();
    expect(card.getByText("1HGCM82633A004352")).toBeInTheDocument();
    expect(card.getAllByText("$249.99")).toHaveLength(2);
    expect(card.getByText("Unpaid")).toBeInTheDocument();

    const draftCard = within(drafted!);
    expect(draftCard.getByRole("link", { name: "Open Draft invoice for Jane Driver" })).toHaveAttribute("href", "/invoices/inv-2");
    expect(draftCard.queryByText("VIN")).toBeNull();
  });
});
