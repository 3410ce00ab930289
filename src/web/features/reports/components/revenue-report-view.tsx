import { useMemo } from "react";
import { formatMoney } from "@/shared/format/money";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { useInvoiceRevenue } from "../api/get-invoice-revenue";
import { csvFileName } from "../utils/report-csv";
import type { ReportRange } from "../utils/report-range";
import { countOf, undatedNote } from "../utils/report-text";
import { buildRevenueReport, revenueCsv } from "../utils/revenue-report";
import { InvoiceRevenueFigures } from "./invoice-revenue-figures";
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
  const invoiceRevenue = useInvoiceRevenue(range);
  const period = `${range.from} to ${range.to}`;
  const cancelledNote =
    report.cancelledLeftOut > 0 && `${countOf(report.cancelledLeftOut, "cancelled service is", "cancelled services are")} not counted.`;
  const invoiceNote =
    "Invoiced counts finalized invoices dated in the range, void ones left out; Collected counts the payments dated in it, reversed ones left out. Both come from the server, the services from this browser's records.";

  return (
    <ReportSheet
      {...frame}
      period={period}
      csv={
        report.services > 0 || invoiceRevenue.data
          ? { fileName: csvFileName("revenue", range), table: revenueCsv(report, currencySymbol, invoiceRevenue.data) }
          : null
      }
    >
      <InvoiceRevenueFigures invoiceRevenue={invoiceRevenue} currencySymbol={currencySymbol} />
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
      <ReportNotes notes={[cancelledNote, undatedNote(report.undated), invoiceNote]} />
    </ReportSheet>
  );
}
