import type * as React from "react";
import { cn } from "@/web/lib/cn";

export interface RecordCardField {
  label: string;
  value: React.ReactNode;
}

interface RecordCardProps {
  /** The record's name or number: the card's heading (a link when the card opens a page). */
  title: React.ReactNode;
  /** Shown beside the heading, e.g. the status badge. */
  badge?: React.ReactNode;
  /** The record's key fields; empty values are left out. */
  fields: readonly RecordCardField[];
  /** The row's actions, with the same accessible names as in the table; each made 44 px. */
  actions?: React.ReactNode;
  className?: string;
}

/**
 * One record of a list on a phone. The card is positioned so a stretched link in its heading
 * (`after:absolute after:inset-0`) makes the whole card one tap target; the actions sit above it.
 */
export function RecordCard({ title, badge, fields, actions, className }: RecordCardProps) {
  const shown = fields.filter((field) => field.value !== "" && field.value !== null && field.value !== undefined);
  return (
    <div data-slot="record-card" className={cn("relative space-y-2 rounded-lg border bg-card p-3 text-card-foreground", className)}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-medium break-words">{title}</h2>
        {badge ? <div className="shrink-0">{badge}</div> : null}
      </div>
      {shown.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {shown.map((field) => (
            <div key={field.label} className="contents">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="min-w-0 break-words">{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* Every action is at least 44 px square, reachable by thumb. */}
      {actions ? (
        <div className="relative z-10 flex flex-wrap items-center gap-2 [&_[data-slot=button]]:min-h-11 [&_[data-slot=button]]:min-w-11">{actions}</div>
      ) : null}
    </div>
  );
}
