import { lazy, Suspense, useId } from "react";
import { formatMoney } from "@/shared/format/money";
import { Spinner } from "@/web/components/ui/spinner";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import type { RevenueLine } from "../utils/revenue-report";
import { ReportTable } from "./report-table";

// recharts is large: it is fetched only when a revenue report is opened.
const RevenueBarChart = lazy(() => import("./revenue-bar-chart").then((module) => ({ default: module.RevenueBarChart })));

interface RevenueBreakdownProps {
  heading: string;
  /** The first column's header: "Month" or "Service Type". */
  groupLabel: string;
  lines: RevenueLine[];
  period: string;
  currencySymbol: string;
}

/** One breakdown of revenue: a chart and the table of the same figures. */
export function RevenueBreakdown({ heading, groupLabel, lines, period, currencySymbol }: RevenueBreakdownProps) {
  const headingId = useId();
  const highest = lines.reduce<RevenueLine | undefined>((best, line) => (!best || line.revenue > best.revenue ? line : best), undefined);
  const description = highest
    ? `Bar chart of revenue per ${groupLabel.toLowerCase()}. Highest: ${highest.label}, ${formatMoney(highest.revenue, currencySymbol)}. The table below lists every figure.`
    : "No revenue to chart.";

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {heading}
      </h3>
      <figure className="m-0 min-w-0">
        <Suspense fallback={<Spinner aria-label="Loading chart" className="mx-auto size-6" />}>
          <RevenueBarChart lines={lines} title={`${heading}, ${period}`} description={description} currencySymbol={currencySymbol} />
        </Suspense>
      </figure>
      <ReportTable labelledBy={headingId}>
        <TableHeader>
          <TableRow>
            <TableHead>{groupLabel}</TableHead>
            <TableHead className="text-right">Services</TableHead>
            <TableHead className="text-right">Revenue</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.key}>
              <TableCell>{line.label}</TableCell>
              <TableCell className="text-right tabular-nums">{line.services}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(line.revenue, currencySymbol)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </div>
  );
}
