import { useMemo } from "react";
import { formatMoney } from "@/shared/format/money";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { countOf, undatedNote } from "../utils/report-text";
import { buildRevenueReport, revenueCsv } from "../utils/revenue-report";
import { EmptyReport, ReportNotes } from "./report-notes";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";
import { RevenueBreakdown } from "./revenue-breakdown";

interface RevenueReportViewProps {
  frame: ReportSheetFrame;
  range: ReportRange;
  services: ServiceRecord[];
  currencySymbol: string;
}

export function RevenueReportView({ frame, range, services, currencySymbol }: RevenueReportViewProps) {
  const report = useMemo(() => buildRevenueReport({ services, range }), [services, range]);
  const period = `${range.from} to ${range.to}`;
  const cancelledNote =
    report.cancelledLeftOut > 0 && `${countOf(report.cancelledLeftOut, "cancelled service is", "cancelled services are")} not counted.`;

  return (
    <ReportSheet
      {...frame}
      period={period}
      csv={report.services > 0 ? { fileName: csvFileName("revenue", range), table: revenueCsv(report, currencySymbol) } : null}
    >
      {report.services === 0 ? (
        <EmptyReport>
          No services found between {range.from} and {range.to}.
        </EmptyReport>
      ) : (
        <>
          <p className="text-lg font-semibold">
            Total revenue: {formatMoney(report.total, currencySymbol)}{" "}
            <span className="text-sm font-normal text-muted-foreground">from {countOf(report.services, "service")}</span>
          </p>
          <div className="grid gap-6 xl:grid-cols-2">
            <RevenueBreakdown heading="Revenue by Month" groupLabel="Month" lines={report.byMonth} period={period} currencySymbol={currencySymbol} />
            <RevenueBreakdown heading="Revenue by Service Type" groupLabel="Service Type" lines={report.byType} period={period} currencySymbol={currencySymbol} />
          </div>
        </>
      )}
      <ReportNotes notes={[cancelledNote, undatedNote(report.undated)]} />
    </ReportSheet>
  );
}
