import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoiceRevenue, ReceivablesReport } from "@/shared/schemas/invoices";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi, type ApiCall, type ApiHandler } from "@/web/testing/stub-api";
import { ReportsPage } from "./reports-page";

const vehicles = [
  { id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234", owner: { name: "John Smith", phone: "555-0101", email: "john@example.com" }, mileage: 45200, nextServiceDue: "2026-11-10", lastService: "2026-05-01" },
  { id: "v2", make: "Ford", model: "F-150", licensePlate: "XYZ-5678", owner: { name: "Maria Garcia", phone: "555-0102" }, mileage: 28750, nextServiceDue: "2027-06-01" },
];
const services = [
  { id: "s1", vehicleId: "v1", serviceDate: "2026-11-02", type: "Oil Change", cost: "79.99", status: "Completed", mechanic: "Sam Wilson" },
  { id: "s2", vehicleId: "v2", serviceDate: "2026-11-15", type: "Brake Inspection", cost: 120, status: "In Progress", mechanic: "Alex Kim" },
  { id: "s3", vehicleId: "v1", serviceDate: "2026-10-31", type: "Tire Rotation", cost: 49.99, status: "Completed", mechanic: "Sam Wilson" },
  { id: "s4", vehicleId: "gone", serviceDate: "2026-11-20", type: "Oil Change", cost: 10, status: "Completed" },
];

/** The server's invoice figures: what was invoiced and collected in any range asked for. */
function invoiceRevenue({ from, to }: Record<string, string>): InvoiceRevenue {
  return { from: from ?? "", to: to ?? "", invoicedCents: 123_450, invoiceCount: 3, collectedCents: 50_005, paymentCount: 2 };
}

const receivables: ReceivablesReport = {
  asOf: "2026-11-20",
  buckets: [
    { bucket: "Current", balanceCents: 5_000, count: 1 },
    { bucket: "1-30 days", balanceCents: 12_550, count: 1 },
    { bucket: "31-60 days", balanceCents: 0, count: 0 },
    { bucket: "61-90 days", balanceCents: 0, count: 0 },
    { bucket: "Over 90 days", balanceCents: 100_000, count: 1 },
  ],
  totalCents: 117_550,
  invoices: [
    { id: "inv-1", jobCardId: null, number: "INV-000001", invoiceDate: "2026-07-01", createdAt: "2026-07-01T08:00:00.000Z", customerName: "Maria Garcia", vin: null, totalCents: 100_000, balanceDueCents: 100_000, status: "Unpaid", ageDays: 142, bucket: "Over 90 days" },
    { id: "inv-2", jobCardId: "card-2", number: "INV-000002", invoiceDate: "2026-11-10", createdAt: "2026-11-10T08:00:00.000Z", customerName: "John Smith", vin: "1HGCM82633A004352", totalCents: 20_000, balanceDueCents: 12_550, status: "Partially Paid", ageDays: 10, bucket: "1-30 days" },
    { id: "inv-3", jobCardId: "card-3", number: "INV-000003", invoiceDate: "2026-11-20", createdAt: "2026-11-20T08:00:00.000Z", customerName: "Sam Lee", vin: null, totalCents: 5_000, balanceDueCents: 5_000, status: "Unpaid", ageDays: 0, bucket: "Current" },
  ],
};

let apiCalls: ApiCall[] = [];

/** The invoice report endpoints at the network edge; a test may answer one of them otherwise. */
function stubReportsApi(routes: Record<string, ApiHandler> = {}) {
  apiCalls = stubApi({
    "GET /api/reports/invoice-revenue": ({ query }) => jsonResponse(200, invoiceRevenue(query)),
    "GET /api/reports/receivables": ({ query }) => jsonResponse(200, { ...receivables, asOf: query.asOf }),
    ...routes,
  });
}

function seed() {
  localStorage.setItem("vehicles_local_cache", JSON.stringify(vehicles));
  localStorage.setItem("services_local_cache", JSON.stringify(services));
}

function renderPage(initialEntry = "/reports") {
  return renderWithProviders(<ReportsPage shopName="AutoServ" />, { initialEntries: [initialEntry] });
}

function reportCard(name: string | RegExp) {
  return screen.getByRole("article", { name });
}

function generate(user: ReturnType<typeof renderPage>["user"], title: string) {
  return user.click(within(reportCard(title)).getByRole("button", { name: "Generate Report" }));
}

/** The open report: a region named by its title (it is re-rendered when the range changes). */
function openReport(name: string) {
  return screen.getByRole("region", { name });
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent ?? ""));
}

/**
 * jsdom has no object URLs and does not follow download links: these stand in for the browser's,
 * keeping each file and each link clicked.
 */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return "blob:report";
    },
    revokeObjectURL: () => {},
  });
  const clicked: HTMLAnchorElement[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { blobs, clicked, restore: () => click.mockRestore() };
}

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe("Reports Centre", () => {
  beforeEach(() => {
    localStorage.clear();
    // Only Date is faked: user events still run on real timers.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    seed();
    stubReportsApi();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the report cards, each with a Generate Report button, and the Custom Report Builder", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Reports Centre" })).toBeInTheDocument();
    for (const title of ["Service History Report", "Revenue Report", "Customer Report", "Vehicle Maintenance Report", "Receivables Report", "Technician Hours Report", "Inspection Report"]) {
      const button = within(reportCard(title)).getByRole("button", { name: "Generate Report" });
      expect(button).toHaveAccessibleDescription(title);
    }
    expect(within(reportCard(/Custom Report Builder/)).getByText("Coming Soon")).toBeInTheDocument();
  });

  it("starts on the current month and says so", () => {
    renderPage();
    expect(screen.getByLabelText("From date")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("To date")).toHaveValue("2026-11-30");
    expect(screen.getByRole("button", { name: "This Month" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/Reports cover 2026-11-01 to 2026-11-30, both days included/)).toBeInTheDocument();
  });

  it("generates the service history of the range, moves focus to it, and filters by vehicle and status", async () => {
    const { user } = renderPage();
    await generate(user, "Service History Report");

    const sheet = openReport("Service History Report");
    expect(within(sheet).getByRole("heading", { level: 2, name: "Service History Report" })).toHaveFocus();

    const table = within(sheet).getByRole("table", { name: "Services in the date range" });
    expect(rowsOf(table)).toEqual([
      ["2026-11-02", "Toyota Camry", "ABC-1234", "Oil Change", "Sam Wilson", "Completed", "$79.99"],
      ["2026-11-15", "Ford F-150", "XYZ-5678", "Brake Inspection", "Alex Kim", "In Progress", "$120.00"],
      ["2026-11-20", "Unknown vehicle", "N/A", "Oil Change", "Unassigned", "Completed", "$10.00"],
      ["Total", "$209.99"],
    ]);

    await user.selectOptions(within(sheet).getByLabelText("Vehicle"), "Toyota Camry (ABC-1234)");
    expect(within(sheet).getByText("1 service, total cost $79.99")).toBeInTheDocument();
    await user.selectOptions(within(sheet).getByLabelText("Status"), "In Progress");
    expect(within(sheet).getByText("No services in this range match the chosen vehicle and status.")).toBeInTheDocument();
  });

  it("totals revenue by month and by service type in tables beside the charts", async () => {
    const { user } = renderPage("/reports?from=2026-10-01&to=2026-11-30");
    await generate(user, "Revenue Report");
    const sheet = openReport("Revenue Report");
    expect(within(sheet).getByText("Total revenue: $259.98")).toBeInTheDocument();
    expect(rowsOf(within(sheet).getByRole("table", { name: "Revenue by Month" }))).toEqual([
      ["October 2026", "1", "$49.99"],
      ["November 2026", "3", "$209.99"],
    ]);
    expect(rowsOf(within(sheet).getByRole("table", { name: "Revenue by Service Type" }))).toEqual([
      ["Brake Inspection", "1", "$120.00"],
      ["Oil Change", "2", "$89.99"],
      ["Tire Rotation", "1", "$49.99"],
    ]);
  });

  it("adds what was invoiced and collected in the range, from the server, to the Revenue Report and its CSV", async () => {
    const { blobs, restore } = captureDownloads();
    const { user } = renderPage("/reports?from=2026-10-01&to=2026-11-30");
    await generate(user, "Revenue Report");
    const sheet = openReport("Revenue Report");

    const invoiced = (await within(sheet).findByText("Invoiced")).closest("div")!;
    expect(invoiced).toHaveTextContent("Invoiced$1234.50from 3 finalized invoices");
    expect(within(sheet).getByText("Collected").closest("div")).toHaveTextContent("Collected$500.05from 2 payments");
    expect(listQueries(apiCalls, "/api/reports/invoice-revenue")).toEqual([{ from: "2026-10-01", to: "2026-11-30" }]);

    await user.click(within(sheet).getByRole("button", { name: "Download CSV" }));
    const lines = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Breakdown,Period or Service Type,Count,Revenue ($)");
    expect(lines.slice(-3)).toEqual(["Total,All services,4,259.98", "Invoices,Invoiced,3,1234.50", "Payments,Collected,2,500.05"]);
    restore();
  });

  it("shows invoiced and collected amounts, and offers them as CSV, when the range holds no services", async () => {
    const { user } = renderPage("/reports?from=2020-01-01&to=2020-01-31");
    await generate(user, "Revenue Report");
    const sheet = openReport("Revenue Report");
    expect(await within(sheet).findByText("from 3 finalized invoices")).toBeInTheDocument();
    expect(within(sheet).getByText("No services found between 2020-01-01 and 2020-01-31.")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Download CSV" })).toBeEnabled();
  });

  it("says when the invoice figures could not be loaded, and still shows the services", async () => {
    stubReportsApi({ "GET /api/reports/invoice-revenue": () => errorResponse(403, "forbidden", "You may not view reports.") });
    const { user } = renderPage();
    await generate(user, "Revenue Report");
    const sheet = openReport("Revenue Report");
    expect(await within(sheet).findByText(/The invoiced and collected amounts could not be loaded: You may not view reports\./)).toBeInTheDocument();
    expect(within(sheet).getByText("Total revenue: $209.99")).toBeInTheDocument();
  });

  it("shows open balances by age as of today and the open invoices, whatever the range", async () => {
    const { user } = renderPage("/reports?from=2020-01-01&to=2020-01-31");
    await generate(user, "Receivables Report");
    const sheet = openReport("Receivables Report");
    expect(within(sheet).getByRole("heading", { level: 2, name: "Receivables Report" })).toHaveFocus();
    expect(within(sheet).getByText(/As of 2026-11-20: open balances of finalized invoices by age/)).toBeInTheDocument();
    expect(within(sheet).getByLabelText("As of")).toHaveValue("2026-11-20");

    const buckets = await within(sheet).findByRole("table", { name: "Open balances by age" });
    expect(within(buckets).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Current",
      "1-30 days",
      "31-60 days",
      "61-90 days",
      "Over 90 days",
      "Total",
    ]);
    expect(rowsOf(buckets)).toEqual([
      ["$50.001 invoice", "$125.501 invoice", "$0.000 invoices", "$0.000 invoices", "$1000.001 invoice", "$1175.503 invoices"],
    ]);
    const open = within(sheet).getByRole("table", { name: "Open invoices" });
    expect(within(open).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Number", "Customer", "Date", "Age (days)", "Balance"]);
    expect(rowsOf(open)).toEqual([
      ["INV-000001", "Maria Garcia", "2026-07-01", "142", "$1000.00"],
      ["INV-000002", "John Smith", "2026-11-10", "10", "$125.50"],
      ["INV-000003", "Sam Lee", "2026-11-20", "0", "$50.00"],
    ]);
    expect(within(open).getByRole("link", { name: "INV-000002" })).toHaveAttribute("href", "/invoices/inv-2");
    expect(within(sheet).getByText("Total owed: $1175.50")).toBeInTheDocument();
    expect(listQueries(apiCalls, "/api/reports/receivables")).toEqual([{ asOf: "2026-11-20" }]);
  });

  it("asks for the receivables of another day, and for none while the day is not a date or falls outside 1900-2100", async () => {
    const { user } = renderPage();
    await generate(user, "Receivables Report");
    const sheet = openReport("Receivables Report");
    await within(sheet).findByRole("table", { name: "Open invoices" });
    const asOf = within(sheet).getByLabelText("As of");

    await user.clear(asOf);
    expect(asOf).toHaveAccessibleDescription("Enter a date (YYYY-MM-DD).");
    expect(within(sheet).getByText("The report appears once the As of date above is valid.")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Download CSV" })).toBeDisabled();

    await user.type(asOf, "1899-12-31");
    expect(asOf).toHaveAccessibleDescription("As of must fall between 1900-01-01 and 2100-12-31.");
    expect(within(sheet).getByText("The report appears once the As of date above is valid.")).toBeInTheDocument();
    await user.clear(asOf);

    await user.type(asOf, "2026-10-31");
    await waitFor(() => expect(listQueries(apiCalls, "/api/reports/receivables").map((query) => query.asOf)).toEqual(["2026-11-20", "2026-10-31"]));
    expect(await within(sheet).findByText(/As of 2026-10-31/)).toBeInTheDocument();
  });

  it("says when no invoice has an open balance, with nothing to download", async () => {
    stubReportsApi({ "GET /api/reports/receivables": ({ query }) => jsonResponse(200, { asOf: query.asOf, buckets: [], totalCents: 0, invoices: [] }) });
    const { user } = renderPage();
    await generate(user, "Receivables Report");
    const sheet = openReport("Receivables Report");
    expect(await within(sheet).findByText("No invoice had an open balance on 2026-11-20.")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  it("downloads the Receivables Report as CSV in the configured currency and prints it", async () => {
    localStorage.setItem("currencySymbol", "€");
    const { blobs, clicked, restore } = captureDownloads();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderPage();
    await generate(user, "Receivables Report");
    const sheet = openReport("Receivables Report");
    await within(sheet).findByRole("table", { name: "Open invoices" });
    expect(within(sheet).getAllByText("€1000.00").length).toBeGreaterThan(0);

    await user.click(within(sheet).getByRole("button", { name: "Download CSV" }));
    expect(clicked[0]?.download).toBe("receivables-as-of-2026-11-20.csv");
    expect((await readBlob(blobs[0]!)).replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Number,Customer,Date,Age (days),Age,Balance (€)",
      "INV-000001,Maria Garcia,2026-07-01,142,Over 90 days,1000.00",
      "INV-000002,John Smith,2026-11-10,10,1-30 days,125.50",
      "INV-000003,Sam Lee,2026-11-20,0,Current,50.00",
      "Subtotal,,,,Current,50.00",
      "Subtotal,,,,1-30 days,125.50",
      "Subtotal,,,,31-60 days,0.00",
      "Subtotal,,,,61-90 days,0.00",
      "Subtotal,,,,Over 90 days,1000.00",
      "Total,,,,All,1175.50",
    ]);

    await user.click(within(sheet).getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    restore();
  });

  it("lists customers with their spend in the configured currency", async () => {
    localStorage.setItem("currencySymbol", "€");
    const { user } = renderPage();
    await generate(user, "Customer Report");
    const sheet = openReport("Customer Report");
    expect(rowsOf(within(sheet).getByRole("table", { name: "Customers with services in the date range" }))).toEqual([
      ["Maria Garcia", "555-0102", "1", "1", "€120.00", "2026-11-15"],
      ["John Smith", "555-0101john@example.com", "1", "1", "€79.99", "2026-11-02"],
    ]);
    expect(within(sheet).getByText(/1 service belongs to a vehicle that no longer exists/)).toBeInTheDocument();
  });

  it("lists vehicles due within 30 days or overdue, whatever the range", async () => {
    const { user } = renderPage("/reports?from=2020-01-01&to=2020-01-31");
    await generate(user, "Vehicle Maintenance Report");
    const sheet = openReport("Vehicle Maintenance Report");
    expect(within(sheet).getByText(/As of 2026-11-20: next service due by 2026-12-20 or overdue/)).toBeInTheDocument();
    expect(rowsOf(within(sheet).getByRole("table", { name: "Vehicles due for service" }))).toEqual([
      ["Toyota Camry", "ABC-1234", "John Smith555-0101", "2026-11-10", "Overdue by 10 days", "2026-11-02", "45,200 mi"],
    ]);
  });

  it("says plainly when the range holds no services, and offers nothing to download", async () => {
    const { user } = renderPage("/reports?from=2020-01-01&to=2020-01-31");
    await generate(user, "Service History Report");
    const sheet = openReport("Service History Report");
    expect(within(sheet).getByText("No services found between 2020-01-01 and 2020-01-31.")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  it("explains a reversed range and shows no figures until it is fixed", async () => {
    const { user } = renderPage();
    await generate(user, "Revenue Report");
    const to = screen.getByLabelText("To date");
    await user.clear(to);
    await user.type(to, "2026-10-01");
    expect(to).toHaveAccessibleDescription("The To date must be on or after the From date.");
    expect(within(openReport("Revenue Report")).getByText(/The report appears once the date range above is valid/)).toBeInTheDocument();
    expect(within(openReport("Revenue Report")).queryByText(/Total revenue/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Last Month" }));
    expect(within(openReport("Revenue Report")).getByText("Total revenue: $49.99")).toBeInTheDocument();
  });

  it("downloads the report as CSV and prints it", async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; these stand in for the browser's (the file's revocation included).
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return "blob:report";
      },
      revokeObjectURL: () => {},
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);

    const { user } = renderPage();
    await generate(user, "Service History Report");
    const sheet = openReport("Service History Report");
    await user.click(within(sheet).getByRole("button", { name: "Download CSV" }));

    expect(clicked[0]?.download).toBe("service-history-2026-11-01-to-2026-11-30.csv");
    const text = await readBlob(blobs[0]!);
    expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Date,Vehicle,License Plate,Service Type,Mechanic,Status,Cost ($)",
      "2026-11-02,Toyota Camry,ABC-1234,Oil Change,Sam Wilson,Completed,79.99",
      "2026-11-15,Ford F-150,XYZ-5678,Brake Inspection,Alex Kim,In Progress,120.00",
      "2026-11-20,Unknown vehicle,,Oil Change,,Completed,10.00",
    ]);
    expect(await screen.findByText("Report Downloaded")).toBeInTheDocument();

    await user.click(within(sheet).getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it("closes the report", async () => {
    const { user } = renderPage();
    await generate(user, "Customer Report");
    await user.click(screen.getByRole("button", { name: "Close Report" }));
    expect(screen.queryByRole("region", { name: "Customer Report" })).not.toBeInTheDocument();
  });
});
