import { useMemo } from "react";
import { formatMoney } from "@/shared/format/money";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { buildCustomerReport, customerCsv } from "../utils/customer-report";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { countOf, undatedNote } from "../utils/report-text";
import { EmptyReport, ReportNotes } from "./report-notes";
import { ReportTable } from "./report-table";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";

interface CustomerReportViewProps {
  frame: ReportSheetFrame;
  range: ReportRange;
  today: string;
  services: ServiceRecord[];
  vehicles: Vehicle[];
  currencySymbol: string;
}

export function CustomerReportView({ frame, range, today, services, vehicles, currencySymbol }: CustomerReportViewProps) {
  const report = useMemo(() => buildCustomerReport({ services, vehicles, range, today }), [services, vehicles, range, today]);
  const unknownNote =
    report.unknownVehicleServices > 0 &&
    `${countOf(report.unknownVehicleServices, "service belongs", "services belong")} to a vehicle that no longer exists and ${report.unknownVehicleServices === 1 ? "is" : "are"} not counted.`;

  return (
    <ReportSheet
      {...frame}
      period={`${range.from} to ${range.to}`}
      csv={report.rows.length > 0 ? { fileName: csvFileName("customers", range), table: customerCsv(report, currencySymbol) } : null}
    >
      {report.rows.length === 0 ? (
        <EmptyReport>
          No services found between {range.from} and {range.to}.
        </EmptyReport>
      ) : (
        <>
          <p className="text-sm font-medium">{countOf(report.rows.length, "customer")} with services in this range</p>
          <ReportTable label="Customers with services in the date range">
            <TableHeader>
              <TableRow>
                <TableHead>Owner</TableHead>
                <TableHead>Contact</TableHead>
                <TableHead className="text-right">Vehicles</TableHead>
                <TableHead className="text-right">Services</TableHead>
                <TableHead className="text-right">Total Spend</TableHead>
                <TableHead>Last Visit</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell className="font-medium">{row.name}</TableCell>
                  <TableCell>
                    {row.phone || row.email ? (
                      <div className="flex flex-col">
                        {row.phone ? <span>{row.phone}</span> : null}
                        {row.email ? <span>{row.email}</span> : null}
                      </div>
                    ) : (
                      "N/A"
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.vehicles}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.services}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(row.totalSpend, currencySymbol)}</TableCell>
                  <TableCell>{row.lastVisit ?? "N/A"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </>
      )}
      <ReportNotes
        notes={[
          "Vehicles counts all of an owner's vehicles; services, spend and last visit count the date range, cancelled services left out.",
          unknownNote,
          undatedNote(report.undated),
        ]}
      />
    </ReportSheet>
  );
}
