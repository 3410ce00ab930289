import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@/shared/format/money";
import type { RevenueLine } from "../utils/revenue-report";

interface RevenueBarChartProps {
  lines: RevenueLine[];
  /** The chart's accessible name, e.g. "Revenue by month, 2026-11-01 to 2026-11-30". */
  title: string;
  /** Read out with the name: what the bars show, in words. */
  description: string;
  currencySymbol: string;
}

// Blue-600: 5.2:1 against the white card, so the bars stand out as graphics must (WCAG 1.4.11).
const BAR_COLOUR = "#2563eb";

/**
 * Revenue as bars. The chart is one image to assistive technology, named and described; the
 * table beside it holds the same figures for anyone who cannot read a chart.
 */
export function RevenueBarChart({ lines, title, description, currencySymbol }: RevenueBarChartProps) {
  const money = (value: unknown) => formatMoney(typeof value === "number" ? value : Number(value), currencySymbol);
  return (
    <BarChart
      responsive
      data={lines}
      role="img"
      title={title}
      desc={description}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
      style={{ width: "100%", height: 260 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis tickFormatter={money} tick={{ fontSize: 12 }} width={80} />
      <Tooltip formatter={(value) => [money(value), "Revenue"]} />
      <Bar dataKey="revenue" name="Revenue" fill={BAR_COLOUR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
