import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CustomerSummary } from "@/shared/schemas/customers";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate } from "@/web/lib/format-date-time";

type RecordLine = CustomerSummary["openTickets"][number];

interface CustomerRecordsCardProps<Line extends RecordLine> {
  title: string;
  lines: readonly Line[];
  emptyMessage: string;
  /** Where a line opens. */
  href: (line: Line) => string;
  /** The link's accessible name ("Open repair order JC-0012"). */
  linkLabel: (line: Line) => string;
  /** More to show of a line (an invoice's total and balance). */
  extra?: (line: Line) => ReactNode;
}

/** One kind of the customer's records (open tickets, repair orders, invoices), each a link to it. */
export function CustomerRecordsCard<Line extends RecordLine>({ title, lines, emptyMessage, href, linkLabel, extra }: CustomerRecordsCardProps<Line>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyMessage}</p>
        ) : (
          <ul role="list" aria-label={title} className="divide-y">
            {lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <div className="grid min-w-0">
                  <Link
                    to={href(line)}
                    aria-label={linkLabel(line)}
                    className="rounded-sm font-medium break-all underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {line.label}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {[line.status, line.vin ?? "", formatDate(line.createdAt)].filter(Boolean).join(" · ")}
                  </span>
                </div>
                {extra ? <div className="text-right tabular-nums">{extra(line)}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
