import { useEffect, useRef, useState } from "react";
import { PageHeader } from "@/web/components/layout/page-header";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { useReportParams } from "../hooks/use-report-params";
import { localDateKey } from "@/web/lib/date-keys";
import { REPORT_KINDS, type ReportId } from "../utils/report-kinds";
import { rangeError } from "../utils/report-range";
import { CustomReportBuilderCard } from "./custom-report-builder-card";
import { OpenReport } from "./open-report";
import { ReportCard } from "./report-card";
import { ReportRangeFields } from "./report-range-fields";

interface ReportsPageProps {
  /** The shop's name from Branding, printed above a report. */
  shopName: string;
}

/** The Reports centre: reports over this browser's vehicles and services, and the shop's invoices. */
export function ReportsPage({ shopName }: ReportsPageProps) {
  const [today] = useState(() => localDateKey(new Date()));
  const { range, kind, setRange, openReport } = useReportParams(today);
  const error = rangeError(range);
  const vehicles = useLocalCollection(vehiclesStore);
  const services = useLocalCollection(servicesStore);
  const currencySymbol = useCurrencySymbol();

  // After Generate Report, focus moves to the report's heading so keyboard and screen reader
  // users land on what they asked for (on a phone it is far below the cards). The report may
  // render a moment after the click (the address changes first), so the request waits for it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<ReportId | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  useEffect(() => {
    if (pendingFocus.current === null || pendingFocus.current !== kind?.id) return;
    pendingFocus.current = null;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: "start" });
  }, [focusRequests, kind]);

  const generate = (id: ReportId) => {
    if (kind?.id !== id) openReport(id);
    pendingFocus.current = id;
    setFocusRequests((count) => count + 1);
  };

  return (
    <div>
      <PageHeader title="Reports Centre" description="Service reports are built from the vehicles and services kept in this browser; invoice figures come from the server." />
      <ReportRangeFields range={range} today={today} error={error} onChange={setRange} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:hidden">
        {REPORT_KINDS.map((reportKind) => (
          <ReportCard key={reportKind.id} kind={reportKind} onGenerate={() => generate(reportKind.id)} />
        ))}
        <CustomReportBuilderCard />
      </div>
      {kind ? (
        <OpenReport
          // A new report starts with its own filters.
          key={kind.id}
          frame={{ kind, shopName, headingRef, onClose: () => openReport(null) }}
          range={range}
          rangeError={error}
          today={today}
          services={services}
          vehicles={vehicles}
          currencySymbol={currencySymbol}
        />
      ) : null}
    </div>
  );
}
