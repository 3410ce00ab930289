import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InspectionReport } from "@/shared/schemas/inspection-report";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, listQueries, stubApi, type ApiCall } from "@/web/testing/stub-api";
import { inspectionReport } from "../testing/inspection-report-fixture";
import { ReportsPage } from "./reports-page";

const technicians = [
  { userId: "tech-blake", name: "Blake Bay", email: "blake@shop.test" },
  { userId: "tech-casey", name: "=Casey", email: "casey@shop.test" },
];

/** Blake's figures alone, as the server answers when Blake is chosen. */
const blakeOnly: InspectionReport = { ...inspectionReport, technicianId: "tech-blake", rows: [inspectionReport.rows[0]!], total: inspectionReport.rows[0]! };

let apiCalls: ApiCall[] = [];

function stubReportApi(answer: (query: Record<string, string>) => InspectionReport = (query) => (query.technicianId === "tech-blake" ? blakeOnly : inspectionReport)) {
  apiCalls = stubApi({
    "GET /api/reports/inspections": ({ query }) => jsonResponse(200, { ...answer(query), from: query.from, to: query.to }),
    "GET /api/technicians": () => jsonResponse(200, { technicians }),
  });
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

async function openInspectionReport() {
  const rendered = renderWithProviders(<ReportsPage shopName="AutoServ" />, { initialEntries: ["/reports"] });
  await rendered.user.click(within(screen.getByRole("article", { name: "Inspection Report" })).getByRole("button", { name: "Generate Report" }));
  const sheet = screen.getByRole("region", { name: "Inspection Report" });
  expect(within(sheet).getByRole("heading", { level: 2, name: "Inspection Report" })).toHaveFocus();
  return { ...rendered, sheet };
}

// The page renders the whole Reports Centre: slower than 5 s on a busy machine.
describe("the Inspection Report on the Reports Centre", { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
    stubReportApi();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the total as figures and a row per technician with the Total, for the month's range", async () => {
    const { sheet } = await openInspectionReport();
    const table = await within(sheet).findByRole("table", { name: "Figures per person" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Technician",
      "Repair orders",
      "Inspected",
      "Needs Attention",
      "Urgent",
      "Recommended",
      "Approved",
      "Approval rate",
      "Average with inspection",
      "Average without inspection",
    ]);
    expect(rowsOf(table)).toEqual([
      ["Blake Bayblake@shop.test", "3", "1 (33.33%)", "1", "2", "$280.00", "$200.00", "71.43%", "$204.13", "$60.00"],
      ["=Caseycasey@shop.test", "2", "1 (50.00%)", "0", "0", "$0.00", "$0.00", "None recommended", "$100.00", "None invoiced"],
      ["Unassigned", "1", "0 (0.00%)", "0", "0", "$0.00", "$0.00", "None recommended", "None invoiced", "None invoiced"],
      ["Total", "6", "2 (33.33%)", "1", "2", "$280.00", "$200.00", "71.43%", "$152.07", "$60.00"],
    ]);
    const summary = within(sheet).getByRole("region", { name: "Total" });
    const figure = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(figure("Approval rate")).toBe("71.43%");
    expect(figure("Average repair order with inspection")).toBe("$152.07");
    expect(listQueries(apiCalls, "/api/reports/inspections")).toEqual([{ from: "2026-11-01", to: "2026-11-30" }]);
  });

  it("asks for one technician's figures when one is chosen, and all again", async () => {
    const { sheet, user } = await openInspectionReport();
    await within(sheet).findByRole("table", { name: "Figures per person" });
    const filter = within(sheet).getByLabelText("Technician");
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual(["All technicians", "Blake Bay", "=Casey"]);
    await user.selectOptions(filter, "tech-blake");
    await waitFor(() => expect(rowsOf(within(sheet).getByRole("table", { name: "Figures per person" }))).toHaveLength(2));
    expect(within(sheet).getByText("2026-11-01 to 2026-11-30, Blake Bay")).toBeInTheDocument();
    await user.selectOptions(filter, "");
    await waitFor(() => expect(rowsOf(within(sheet).getByRole("table", { name: "Figures per person" }))).toHaveLength(4));
    expect(listQueries(apiCalls, "/api/reports/inspections").slice(0, 2)).toEqual([
      { from: "2026-11-01", to: "2026-11-30" },
      { from: "2026-11-01", to: "2026-11-30", technicianId: "tech-blake" },
    ]);
  });

  it("says when no repair order was opened, with nothing to download", async () => {
    stubReportApi(() => ({ ...inspectionReport, rows: [], total: { ...inspectionReport.total, repairOrders: 0 } }));
    const { sheet } = await openInspectionReport();
    expect(await within(sheet).findByText("No repair order was opened between 2026-11-01 and 2026-11-30.")).toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });

  it("downloads the figures as CSV in the configured currency and prints the report", async () => {
    localStorage.setItem("currencySymbol", "€");
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), "blob:report"), revokeObjectURL: () => {} });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { sheet, user } = await openInspectionReport();
    await within(sheet).findByRole("table", { name: "Figures per person" });
    await user.click(within(sheet).getByRole("button", { name: "Download CSV" }));
    click.mockRestore();
    expect(clicked[0]?.download).toBe("inspection-report-2026-11-01-to-2026-11-30.csv");
    const lines = (await readBlob(blobs[0]!)).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toContain("Recommended (€),Approved (€),Approval rate (%)");
    expect(lines.slice(1)).toEqual([
      "Blake Bay,blake@shop.test,3,1,33.33,1,2,280.00,200.00,71.43,204.13,1,60.00,1",
      "'=Casey,casey@shop.test,2,1,50.00,0,0,0.00,0.00,,100.00,1,,0",
      "Unassigned,,1,0,0.00,0,0,0.00,0.00,,,0,,0",
      "Total,,6,2,33.33,1,2,280.00,200.00,71.43,152.07,2,60.00,1",
    ]);
    await user.click(within(sheet).getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
