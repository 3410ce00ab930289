import type { ReactNode } from "react";
import { Table } from "@/web/components/ui/table";

type ReportTableProps = { children: ReactNode } & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * A report's table. On a phone it scrolls sideways inside its own box, which is a named region
 * and takes keyboard focus so the arrow keys can scroll it too (there is nothing else to focus in
 * a table of figures).
 */
export function ReportTable({ label, labelledBy, children }: ReportTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 print:overflow-visible"
    >
      <Table aria-label={label} aria-labelledby={labelledBy} containerClassName="overflow-visible">
        {children}
      </Table>
    </div>
  );
}
