import { useState } from "react";
import { Link } from "react-router";
import { RECEIVABLES_BUCKETS } from "@/shared/constants/invoices";
import { formatCents } from "@/shared/format/money";
import { DATE_RANGE_MESSAGE, inDateRange } from "@/shared/schemas/bounds";
import type { ReceivablesReport } from "@/shared/schemas/invoices";
import { TextField } from "@/web/components/form/text-field";
import { Spinner } from "@/web/components/ui/spinner";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { toDateKey } from "@/web/lib/date-keys";
import { useReceivables } from "../api/get-receivables";
import { receivablesCsv, receivablesFileName } from "../utils/receivables-report";
import { countOf } from "../utils/report-text";
import { EmptyReport } from "./report-notes";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";
import { ReportTable } from "./report-table";

interface ReceivablesReportViewProps {
  frame: ReportSheetFrame;
  today: string;
  currencySymbol: string;
}

/**
 * Open balances of finalized invoices on a day (today unless another is chosen), by the invoice's
 * age; the figures come from the server, so they count every invoice, not this browser's records.
 */
export function ReceivablesReportView({ frame, today, currencySymbol }: ReceivablesReportViewProps) {
  const [asOfInput, setAsOfInput] = useState(today);
  const typed = toDateKey(asOfInput);
  // The server reports on days from 1900 to 2100 only.
  const asOf = typed && inDateRange(typed) ? typed : null;
  const receivables = useReceivables(asOf);
  const report = asOf ? receivables.data : undefined;
  return (
    <ReportSheet
      {...frame}
      period={
        asOf
          ? `As of ${asOf}: open balances of finalized invoices by age from the invoice date. The date range does not apply to this report.`
          : "No valid date"
      }
      csv={report && report.invoices.length > 0 ? { fileName: receivablesFileName(report.asOf), table: receivablesCsv(report, currencySymbol) } : null}
    >
      <div className="w-full sm:w-48 print:hidden">
        <TextField
          label="As of"
          type="date"
          value={asOfInput}
          error={asOf ? undefined : typed ? `As of ${DATE_RANGE_MESSAGE}` : "Enter a date (YYYY-MM-DD)."}
          onChange={(event) => setAsOfInput(event.target.value)}
        />
      </div>
      {!asOf ? (
        <EmptyReport>The report appears once the As of date above is valid.</EmptyReport>
      ) : report ? (
        report.invoices.length === 0 ? (
          <EmptyReport>No invoice had an open balance on {asOf}.</EmptyReport>
        ) : (
          <ReceivablesFigures report={report} currencySymbol={currencySymbol} />
        )
      ) : receivables.isError ? (
        <EmptyReport>The receivables could not be loaded: {receivables.error.message}</EmptyReport>
      ) : (
        <Spinner aria-label="Loading receivables" className="size-6" />
      )}
    </ReportSheet>
  );
}

function ReceivablesFigures({ report, currencySymbol }: { report: ReceivablesReport; currencySymbol: string }) {
  const money = (cents: number) => formatCents(cents, currencySymbol);
  const bucketOf = (name: (typeof RECEIVABLES_BUCKETS)[number]) => report.buckets.find((bucket) => bucket.bucket === name) ?? { balanceCents: 0, count: 0 };
  return (
    <>
      <p className="text-lg font-semibold">
        Total owed: {money(report.totalCents)}{" "}
        <span className="text-sm font-normal text-muted-foreground">on {countOf(report.invoices.length, "open invoice")}</span>
      </p>
      <ReportTable label="Open balances by age">
        <TableHeader>
          <TableRow>
            {RECEIVABLES_BUCKETS.map((name) => (
              <TableHead key={name}>{name}</TableHead>
            ))}
            <TableHead>Total</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            {RECEIVABLES_BUCKETS.map((name) => {
              const bucket = bucketOf(name);
              return (
                <TableCell key={name} className="tabular-nums">
                  <span className="block">{money(bucket.balanceCents)}</span>
                  <span className="block text-xs text-muted-foreground">{countOf(bucket.count, "invoice")}</span>
                </TableCell>
              );
            })}
            <TableCell className="font-semibold tabular-nums">
              <span className="block">{money(report.totalCents)}</span>
              <span className="block text-xs font-normal text-muted-foreground">{countOf(report.invoices.length, "invoice")}</span>
            </TableCell>
          </TableRow>
        </TableBody>
      </ReportTable>
      <ReportTable label="Open invoices">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Age (days)</TableHead>
            <TableHead>Balance</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell className="font-medium">
                <Link to={`/invoices/${encodeURIComponent(invoice.id)}`} className="rounded-sm underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                  {invoice.number}
                </Link>
              </TableCell>
              <TableCell>{invoice.customerName ?? ""}</TableCell>
              <TableCell>{invoice.invoiceDate}</TableCell>
              <TableCell className="tabular-nums">{invoice.ageDays}</TableCell>
              <TableCell className="tabular-nums">{money(invoice.balanceDueCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </>
  );
}
