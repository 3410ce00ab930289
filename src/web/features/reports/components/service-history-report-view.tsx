import { useMemo, useState } from "react";
import { SERVICE_STATUSES } from "@/shared/constants/statuses";
import { formatMoney } from "@/shared/format/money";
import { vehicleLabel } from "@/shared/format/vehicle-label";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { SelectField } from "@/web/components/form/select-field";
import { TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { buildServiceHistoryReport, serviceHistoryCsv, type ServiceHistoryFilters } from "../utils/service-history-report";
import { countOf, undatedNote } from "../utils/report-text";
import { EmptyReport, ReportNotes } from "./report-notes";
import { ReportTable } from "./report-table";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";

interface ServiceHistoryReportViewProps {
  frame: ReportSheetFrame;
  range: ReportRange;
  services: ServiceRecord[];
  vehicles: Vehicle[];
  currencySymbol: string;
}

export function ServiceHistoryReportView({ frame, range, services, vehicles, currencySymbol }: ServiceHistoryReportViewProps) {
  const [filters, setFilters] = useState<ServiceHistoryFilters>({ vehicleId: "", status: "" });
  const report = useMemo(() => buildServiceHistoryReport({ services, vehicles, range, filters }), [services, vehicles, range, filters]);

  const vehicleChoices = useMemo(
    () => vehicles.map((vehicle) => ({ id: vehicle.id, label: vehicleLabel(vehicle) })).sort((a, b) => a.label.localeCompare(b.label)),
    [vehicles],
  );
  // Older data may hold statuses outside the four known ones; they can be filtered on too.
  const statusChoices = useMemo(() => [...new Set([...SERVICE_STATUSES, ...services.map((service) => service.status)])].filter(Boolean), [services]);
  const chosenVehicle = vehicleChoices.find((choice) => choice.id === filters.vehicleId)?.label;

  return (
    <ReportSheet
      {...frame}
      period={`${range.from} to ${range.to}`}
      csv={report.rows.length > 0 ? { fileName: csvFileName("service-history", range), table: serviceHistoryCsv(report, currencySymbol) } : null}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl print:hidden">
        <SelectField label="Vehicle" value={filters.vehicleId} onChange={(event) => setFilters({ ...filters, vehicleId: event.target.value })}>
          <option value="">All vehicles</option>
          {vehicleChoices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value })}>
          <option value="">All statuses</option>
          {statusChoices.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
      </div>
      {filters.vehicleId || filters.status ? (
        <p className="hidden text-sm print:block">
          Vehicle: {chosenVehicle ?? "All vehicles"}. Status: {filters.status || "All statuses"}.
        </p>
      ) : null}

      {report.servicesInRange === 0 ? (
        <EmptyReport>
          No services found between {range.from} and {range.to}.
        </EmptyReport>
      ) : report.rows.length === 0 ? (
        <EmptyReport>No services in this range match the chosen vehicle and status.</EmptyReport>
      ) : (
        <>
          <p className="text-sm font-medium">
            {countOf(report.rows.length, "service")}, total cost {formatMoney(report.totalCost, currencySymbol)}
          </p>
          <ReportTable label="Services in the date range">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Vehicle</TableHead>
                <TableHead>License Plate</TableHead>
                <TableHead>Service Type</TableHead>
                <TableHead>Mechanic</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Cost</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.date}</TableCell>
                  <TableCell>{row.vehicle}</TableCell>
                  <TableCell>{row.licensePlate || "N/A"}</TableCell>
                  <TableCell className="font-medium">{row.type}</TableCell>
                  <TableCell>{row.mechanic || "Unassigned"}</TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.cost, currencySymbol)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={6}>Total</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(report.totalCost, currencySymbol)}</TableCell>
              </TableRow>
            </TableFooter>
          </ReportTable>
        </>
      )}
      <ReportNotes notes={[undatedNote(report.undated)]} />
    </ReportSheet>
  );
}
