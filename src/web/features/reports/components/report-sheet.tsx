import { useState, type ReactNode, type Ref } from "react";
import { DownloadIcon, PrinterIcon, XIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format-date-time";
import { downloadCsv } from "../utils/download-csv";
import type { ReportKind } from "../utils/report-kinds";
import { toCsv, type CsvTable } from "../utils/report-csv";
import "./reports-print.css";

export interface ReportSheetFrame {
  kind: ReportKind;
  /** The shop's name from Branding, printed above the report. */
  shopName: string;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}

interface ReportSheetProps extends ReportSheetFrame {
  /** What the report covers, e.g. "2026-11-01 to 2026-11-30". */
  period: string;
  /** The CSV file; null when there is nothing to download. */
  csv: { fileName: string; table: CsvTable } | null;
  children: ReactNode;
}

/** An open report: its title and period, Download CSV, Print and Close, then the report itself. */
export function ReportSheet({ kind, shopName, headingRef, onClose, period, csv, children }: ReportSheetProps) {
  const [generatedAt] = useState(() => new Date().toISOString());
  const headingId = `report-${kind.id}-heading`;

  const download = () => {
    if (!csv) return;
    downloadCsv(csv.fileName, toCsv(csv.table));
    toast.success("Report Downloaded", { description: csv.fileName });
  };

  return (
    <section id="open-report" data-report-sheet aria-labelledby={headingId} className="mt-8 rounded-xl border bg-card p-4 sm:p-6 print:mt-0 print:border-0 print:p-0">
      <p className="hidden text-sm font-semibold print:block">{shopName}</p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-xl font-semibold outline-none">
            {kind.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{period}</p>
          <p className="hidden text-xs print:block">Generated {formatDateTime(generatedAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" variant="outline" disabled={!csv} onClick={download}>
            <DownloadIcon aria-hidden="true" />
            Download CSV
          </Button>
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            Print
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            <XIcon aria-hidden="true" />
            Close Report
          </Button>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
