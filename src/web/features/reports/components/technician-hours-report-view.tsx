import { Spinner } from "@/web/components/ui/spinner";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useTechnicianHours } from "../api/get-technician-hours";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { technicianHoursCsv, technicianHoursLines } from "../utils/technician-hours-report";
import { EmptyReport, ReportNotes } from "./report-notes";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";
import { ReportTable } from "./report-table";

interface TechnicianHoursReportViewProps {
  frame: ReportSheetFrame;
  range: ReportRange;
}

const NOTE =
  "Clocked hours count the time clock's entries within the range (UTC days; a running clock up to now). Billed labor hours count the labor on finalized invoices dated in the range, void ones left out, credited to the job card's assigned technician. Efficiency is billed over clocked.";

/** Per technician: hours clocked, labor hours billed and efficiency in the range, from the server. */
export function TechnicianHoursReportView({ frame, range }: TechnicianHoursReportViewProps) {
  const query = useTechnicianHours(range);
  const report = query.data;
  return (
    <ReportSheet
      {...frame}
      period={`${range.from} to ${range.to}`}
      csv={report && report.rows.length > 0 ? { fileName: csvFileName("technician-hours", range), table: technicianHoursCsv(report) } : null}
    >
      {report ? (
        report.rows.length === 0 ? (
          <EmptyReport>
            No technician clocked or billed time between {range.from} and {range.to}.
          </EmptyReport>
        ) : (
          <TechnicianHoursFigures lines={technicianHoursLines(report)} />
        )
      ) : query.isError ? (
        <EmptyReport>The technician hours could not be loaded: {query.error.message}</EmptyReport>
      ) : (
        <Spinner aria-label="Loading technician hours" className="size-6" />
      )}
      <ReportNotes notes={[NOTE]} />
    </ReportSheet>
  );
}

function TechnicianHoursFigures({ lines }: { lines: ReturnType<typeof technicianHoursLines> }) {
  return (
    <ReportTable label="Hours per technician">
      <TableHeader>
        <TableRow>
          <TableHead>Technician</TableHead>
          <TableHead>Clocked hours</TableHead>
          <TableHead>Billed labor hours</TableHead>
          <TableHead>Efficiency</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.lines.map((line) => (
          <TableRow key={line.email}>
            <TableCell className="font-medium">
              <span className="block">{line.name}</span>
              <span className="block text-xs font-normal text-muted-foreground">{line.email}</span>
            </TableCell>
            <TableCell className="tabular-nums">{line.clockedHours}</TableCell>
            <TableCell className="tabular-nums">{line.billedHours}</TableCell>
            <TableCell className="tabular-nums">{line.efficiency}</TableCell>
          </TableRow>
        ))}
        <TableRow className="font-semibold">
          <TableCell>Total</TableCell>
          <TableCell className="tabular-nums">{lines.total.clockedHours}</TableCell>
          <TableCell className="tabular-nums">{lines.total.billedHours}</TableCell>
          <TableCell className="tabular-nums">{lines.total.efficiency}</TableCell>
        </TableRow>
      </TableBody>
    </ReportTable>
  );
}
