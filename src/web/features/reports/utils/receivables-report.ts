import { fromCents } from "@/shared/money/cents";
import type { ReceivablesReport } from "@/shared/schemas/invoices";
import { csvMoney, type CsvTable } from "./report-csv";

/**
 * The open invoices, oldest first, each with its age bucket; then a Subtotal per bucket and the
 * Total, so the file holds both what the screen's summary and its table show.
 */
export function receivablesCsv(report: ReceivablesReport, currencySymbol: string): CsvTable {
  const money = (cents: number) => csvMoney(fromCents(cents));
  return {
    header: ["Number", "Customer", "Date", "Age (days)", "Age", `Balance (${currencySymbol})`],
    rows: [
      ...report.invoices.map((invoice) => [
        invoice.number ?? "",
        invoice.customerName ?? "",
        invoice.invoiceDate ?? "",
        invoice.ageDays,
        invoice.bucket,
        money(invoice.balanceDueCents),
      ]),
      ...report.buckets.map((bucket) => ["Subtotal", "", "", "", bucket.bucket, money(bucket.balanceCents)]),
      ["Total", "", "", "", "All", money(report.totalCents)],
    ],
  };
}

/** receivables-as-of-2026-11-20.csv */
export function receivablesFileName(asOf: string): string {
  return `receivables-as-of-${asOf}.csv`;
}
