import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { queryKeys } from "@/web/lib/query-keys";
import { AnswersShown, answersShown } from "@/web/testing/answers-shown";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, listQueries, stubApi } from "@/web/testing/stub-api";
import { invoiceListHandler, makeInvoiceSummary } from "../testing/make-invoice-summary";
import { VehicleInvoices } from "./vehicle-invoices";

const VIN = "1HGCM82633A004352";
const invoices: InvoiceSummary[] = [
  makeInvoiceSummary({ id: "inv-draft", number: null, invoiceDate: null, createdAt: "2026-11-21T10:00:00.000Z", status: "Draft", totalCents: 5_000, balanceDueCents: 5_000 }),
  makeInvoiceSummary({ id: "inv-part", number: "INV-000007", invoiceDate: "2026-11-02", status: "Partially Paid", totalCents: 30_000, balanceDueCents: 12_500 }),
  makeInvoiceSummary({ id: "inv-other", number: "INV-000008", vin: "OTHERVIN000000000" }),
];

function renderAs(role: Role, vin = VIN) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }),
    "GET /api/invoices": invoiceListHandler(() => invoices),
  });
  renderWithProviders(
    <>
      <VehicleInvoices vin={vin} />
      <AnswersShown queryKeys={[queryKeys.me]} />
    </>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("A vehicle's invoices", { timeout: 15_000 }, () => {
  it("lists an Advisor the invoices asked for by the vehicle's VIN, each opening its invoice", async () => {
    const calls = renderAs("Service Advisor");
    const list = await screen.findByRole("list", { name: "Invoices for this vehicle" });
    expect(screen.getByRole("heading", { level: 2, name: "Invoices" })).toBeInTheDocument();
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);

    const partial = within(list).getByRole("link", { name: /INV-000007/ });
    expect(partial).toHaveAttribute("href", "/invoices/inv-part");
    expect(within(partial).getByText("Partially Paid")).toBeInTheDocument();
    expect(within(partial).getByText("2026-11-02")).toBeInTheDocument();
    expect(within(partial).getByText("Total $300.00")).toBeInTheDocument();
    expect(within(partial).getByText("Balance $125.00")).toBeInTheDocument();

    const draft = within(list).getByRole("link", { name: /Draft Invoice/ });
    expect(draft).toHaveAttribute("href", "/invoices/inv-draft");
    expect(listQueries(calls, "/api/invoices")).toEqual([{ vin: VIN, limit: "100" }]);
  });

  it("says so when the vehicle has no invoices", async () => {
    renderAs("Manager", "NOINVOICES0000000");
    expect(await screen.findByText("No invoices for this vehicle.")).toBeInTheDocument();
  });

  it("asks for a VIN before listing anything", async () => {
    const calls = renderAs("Admin", "  ");
    expect(await screen.findByText("Add the vehicle's VIN to see its invoices.")).toBeInTheDocument();
    expect(listQueries(calls, "/api/invoices")).toEqual([]);
  });

  it.each<Role>(["Service Technician", "User"])("shows a %s nothing and asks for nothing", async (role) => {
    const calls = renderAs(role);
    await answersShown();
    expect(screen.queryByRole("heading", { name: "Invoices" })).toBeNull();
    expect(listQueries(calls, "/api/invoices")).toEqual([]);
  });
});
