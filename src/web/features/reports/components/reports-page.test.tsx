import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/testing/render-with-providers";
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
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the four report cards, each with a Generate Report button, and the Custom Report Builder", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Reports Centre" })).toBeInTheDocument();
    for (const title of ["Service History Report", "Revenue Report", "Customer Report", "Vehicle Maintenance Report"]) {
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
