import type { InvoiceRevenue } from "@/shared/schemas/invoices";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { fromCents, toCents } from "./money-cents";
import { csvMoney, type CsvTable } from "./report-csv";
import { isCancelled, servicesInRange, type ReportRange } from "./report-range";

export interface RevenueLine {
  /** "2026-11" for a month, the lower-cased type for a service type. */
  key: string;
  label: string;
  services: number;
  revenue: number;
}

export interface RevenueReport {
  /** Every month the range touches, in order, months without services included (as 0). */
  byMonth: RevenueLine[];
  /** Service types, highest revenue first. */
  byType: RevenueLine[];
  services: number;
  total: number;
  cancelledLeftOut: number;
  undated: number;
}

export const NO_SERVICE_TYPE = "(No service type)";

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026" for "2026-11". */
export function monthLabel(monthKey: string): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

interface Tally {
  label: string;
  services: number;
  cents: number;
}

function toLine([key, tally]: [string, Tally]): RevenueLine {
  return { key, label: tally.label, services: tally.services, revenue: fromCents(tally.cents) };
}

/**
 * The cost of the services dated in the range, by month and by service type. Cancelled services
 * earned nothing and are left out (and counted, so the report can say so).
 */
export function buildRevenueReport({ services, range }: { services: readonly ServiceRecord[]; range: ReportRange }): RevenueReport {
  const { inRange, undated } = servicesInRange(services, range);
  const byMonth = new Map<string, Tally>(monthsBetween(range.from, range.to).map((key) => [key, { label: monthLabel(key), services: 0, cents: 0 }]));
  const byType = new Map<string, Tally>();
  let totalCents = 0;
  let counted = 0;
  let cancelledLeftOut = 0;
  for (const { service, date } of inRange) {
    if (isCancelled(service)) {
      cancelledLeftOut += 1;
      continue;
    }
    const cents = toCents(service.cost);
    counted += 1;
    totalCents += cents;
    const month = byMonth.get(date.slice(0, 7));
    if (month) {
      month.services += 1;
      month.cents += cents;
    }
    // "Oil change" and "Oil Change" are one type; the first spelling met names it.
    const typeLabel = service.type.trim() || NO_SERVICE_TYPE;
    const typeKey = typeLabel.toLowerCase();
    const type = byType.get(typeKey) ?? { label: typeLabel, services: 0, cents: 0 };
    type.services += 1;
    type.cents += cents;
    byType.set(typeKey, type);
  }
  return {
    byMonth: [...byMonth].map(toLine),
    byType: [...byType].map(toLine).sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label)),
    services: counted,
    total: fromCents(totalCents),
    cancelledLeftOut,
    undated,
  };
}

/**
 * One table for both breakdowns: a Breakdown column says which, and a Total row ends the
 * services. The invoice figures, once known, follow as their own two rows (counted in invoices and
 * payments, which is why the count column is not called Services).
 */
export function revenueCsv(report: RevenueReport, currencySymbol: string, invoices?: InvoiceRevenue): CsvTable {
  const line = (breakdown: string) => (entry: RevenueLine) => [breakdown, entry.label, entry.services, csvMoney(entry.revenue)];
  return {
    header: ["Breakdown", "Period or Service Type", "Count", `Revenue (${currencySymbol})`],
    rows: [
      ...report.byMonth.map(line("Month")),
      ...report.byType.map(line("Service Type")),
      ["Total", "All services", report.services, csvMoney(report.total)],
      ...(invoices
        ? [
            ["Invoices", "Invoiced", invoices.invoiceCount, csvMoney(fromCents(invoices.invoicedCents))],
            ["Payments", "Collected", invoices.paymentCount, csvMoney(fromCents(invoices.collectedCents))],
          ]
        : []),
    ],
  };
}
