import { useId, useState } from "react";
import { SelectField } from "@/web/components/form/select-field";
import { Spinner } from "@/web/components/ui/spinner";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useTechnicians } from "@/web/lib/use-technicians";
import { useInspectionReport } from "../api/get-inspection-report";
import { inspectionReportCsv, inspectionReportLines, type InspectionReportLine } from "../utils/inspection-report";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { EmptyReport, ReportNotes } from "./report-notes";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";
import { ReportTable } from "./report-table";

interface InspectionReportViewProps {
  frame: ReportSheetFrame;
  range: ReportRange;
  currencySymbol: string;
}

const NOTES = [
  "Counts the repair orders opened in the range (UTC days), each under its assigned technician. A repair order is inspected once its inspection is completed; Needs Attention and Urgent count that inspection's items.",
  "Recommended is the total, before discount and tax, of the estimate jobs made from those findings in the latest version sent to the customer; approved is those of them the customer approved. The approval rate is approved over recommended.",
  "The average repair order is the finalized invoice's total; repair orders not yet invoiced are left out of it.",
];

/** The Inspection Report: inspected share, findings, recommended and approved value and the average repair order, from the server. */
export function InspectionReportView({ frame, range, currencySymbol }: InspectionReportViewProps) {
  const [technicianId, setTechnicianId] = useState("");
  const technicians = useTechnicians();
  const query = useInspectionReport(range, technicianId);
  const report = query.data;
  const slug = technicianId ? "inspection-report-technician" : "inspection-report";
  const chosen = technicians.data?.technicians.find((technician) => technician.userId === technicianId);
  return (
    <ReportSheet
      {...frame}
      period={`${range.from} to ${range.to}${chosen ? `, ${chosen.name || chosen.email}` : ", all technicians"}`}
      csv={report && report.rows.length > 0 ? { fileName: csvFileName(slug, range), table: inspectionReportCsv(report, currencySymbol) } : null}
    >
      <div className="w-full sm:w-64 print:hidden">
        <SelectField label="Technician" value={technicianId} onChange={(event) => setTechnicianId(event.target.value)}>
          <option value="">All technicians</option>
          {technicians.data?.technicians.map((technician) => (
            <option key={technician.userId} value={technician.userId}>
              {technician.name || technician.email}
            </option>
          ))}
        </SelectField>
      </div>
      {report ? (
        report.rows.length === 0 ? (
          <EmptyReport>
            No repair order was opened between {range.from} and {range.to}
            {chosen ? ` for ${chosen.name || chosen.email}` : ""}.
          </EmptyReport>
        ) : (
          <InspectionFigures lines={inspectionReportLines(report, currencySymbol)} />
        )
      ) : query.isError ? (
        <EmptyReport>The Inspection Report could not be loaded: {query.error.message}</EmptyReport>
      ) : (
        <Spinner aria-label="Loading the Inspection Report" className="size-6" />
      )}
      <ReportNotes notes={NOTES} />
    </ReportSheet>
  );
}

/** The total as a card of figures (stacked on a phone), then one row per technician and the Total. */
function InspectionFigures({ lines }: { lines: ReturnType<typeof inspectionReportLines> }) {
  const summaryId = useId();
  const { total } = lines;
  const figures: [string, string][] = [
    ["Repair orders", total.repairOrders],
    ["Inspected", total.inspected],
    ["Needs Attention items", total.needsAttention],
    ["Urgent items", total.urgent],
    ["Recommended", total.recommended],
    ["Approved", total.approved],
    ["Approval rate", total.approvalRate],
    ["Average repair order with inspection", total.averageWith],
    ["Average repair order without inspection", total.averageWithout],
  ];
  return (
    <>
      <section aria-labelledby={summaryId} className="rounded-lg border p-4">
        <h3 id={summaryId} className="text-base font-semibold">
          Total
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="flex items-baseline justify-between gap-3 sm:block">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-right font-semibold tabular-nums sm:text-left sm:text-lg">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ReportTable label="Figures per person">
        <TableHeader>
          <TableRow>
            <TableHead>Technician</TableHead>
            <TableHead>Repair orders</TableHead>
            <TableHead>Inspected</TableHead>
            <TableHead>Needs Attention</TableHead>
            <TableHead>Urgent</TableHead>
            <TableHead>Recommended</TableHead>
            <TableHead>Approved</TableHead>
            <TableHead>Approval rate</TableHead>
            <TableHead>Average with inspection</TableHead>
            <TableHead>Average without inspection</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.lines.map((line) => (
            <FigureRow key={line.key} line={line} />
          ))}
          <FigureRow line={total} className="font-semibold" />
        </TableBody>
      </ReportTable>
    </>
  );
}

function FigureRow({ line, className }: { line: InspectionReportLine; className?: string }) {
  return (
    <TableRow className={className}>
      <TableCell className="font-medium">
        <span className="block">{line.name}</span>
        {line.email ? <span className="block text-xs font-normal text-muted-foreground">{line.email}</span> : null}
      </TableCell>
      {[line.repairOrders, line.inspected, line.needsAttention, line.urgent, line.recommended, line.approved, line.approvalRate, line.averageWith, line.averageWithout].map(
        (value, index) => (
          <TableCell key={index} className="tabular-nums">
            {value}
          </TableCell>
        ),
      )}
    </TableRow>
  );
}
