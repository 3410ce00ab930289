import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/** One label and value of a detail page's description list; empty values read as a dash. */
export function DetailItem({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const empty = children === "" || children === null || children === undefined;
  return (
    // The <div> must be the <dl>'s direct child: a <dt>/<dd> pair wrapped any deeper is not read as one.
    <div className={cn("flex flex-col gap-0.5", className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-line">{empty ? "—" : children}</dd>
    </div>
  );
}
