import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { csvFile, xlsxFile } from "../lib/test-files";
import { BulkUploadDialog } from "./bulk-upload-dialog";
import { ImportHistoryDialog } from "./import-history-dialog";

beforeEach(() => localStorage.clear());

const header = ["make", "model", "year", "licensePlate", "owner_name"];

describe("BulkUploadDialog", () => {
  it("previews each row, imports the valid ones and sums up", async () => {
    const user = userEvent.setup();
    render(<BulkUploadDialog />);
    await user.click(screen.getByRole("button", { name: "Bulk Upload" }));
    const dialog = screen.getByRole("dialog", { name: "Bulk Upload Vehicles" });
    expect(within(dialog).getByRole("link", { name: "Download CSV template" })).toHaveAttribute(
      "href",
      "/templates/vehicles-template.csv",
    );
    const file = xlsxFile([header, ["Kia", "Rio", 2021, "NEW-1", "Bo"], ["Kia", "Soul", 2022, "ABC-1234", "Al"], ["Mazda", "3", "old", "NEW-2", "Cy"]]);
    await user.upload(within(dialog).getByLabelText("Vehicle file"), file);

    const rows = await within(dialog).findAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "RowMakeModelPlateResult",
      "2KiaRioNEW-1Valid",
      "3KiaSoulABC-1234licensePlate: License plate already exists.",
      "4Mazda3NEW-2year: Year must be a number.",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Import 1 vehicle" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Imported 1 vehicle. Skipped 2 rows with errors.Skipped rows: 3, 4.",
    );
    expect(vehiclesStore.getSnapshot().map((vehicle) => vehicle.licensePlate)).toContain("NEW-1");
  });

  it("says why a file cannot be used and changes nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<BulkUploadDialog />);
    const before = vehiclesStore.getSnapshot();
    await user.click(screen.getByRole("button", { name: "Bulk Upload" }));
    await user.upload(screen.getByLabelText("Vehicle file"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("notes.txt cannot be imported: Choose a CSV, XLSX or XLS file.");
    expect(screen.queryByRole("button", { name: /^Import/ })).not.toBeInTheDocument();
    expect(vehiclesStore.getSnapshot()).toBe(before);
  });
});

describe("ImportHistoryDialog", () => {
  it("imports service rows for known vehicles", async () => {
    const user = userEvent.setup();
    render(<ImportHistoryDialog />);
    await user.click(screen.getByRole("button", { name: "Import History" }));
    const dialog = screen.getByRole("dialog", { name: "Bulk Import Service History" });
    const csv = "vehicle,serviceDate,type\nabc-1234,2025-01-02,Oil Change\nZZZ-1,2025-01-03,Tyres\n";
    await user.upload(within(dialog).getByLabelText("Service history file"), csvFile(csv, "history.csv"));
    expect(await within(dialog).findByText("vehicle: No vehicle with plate or VIN 'ZZZ-1'.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Import 1 service record" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent("Imported 1 service record. Skipped 1 row with errors.");
    expect(servicesStore.getSnapshot().at(-1)).toMatchObject({ vehicleId: "v1", type: "Oil Change" });
  });
});
