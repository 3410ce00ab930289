import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import type { RangeError, ReportRange } from "../utils/report-range";
import { CustomerReportView } from "./customer-report-view";
import { InspectionReportView } from "./inspection-report-view";
import { ReceivablesReportView } from "./receivables-report-view";
import { EmptyReport } from "./report-notes";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";
import { RevenueReportView } from "./revenue-report-view";
import { ServiceHistoryReportView } from "./service-history-report-view";
import { TechnicianHoursReportView } from "./technician-hours-report-view";
import { VehicleMaintenanceReportView } from "./vehicle-maintenance-report-view";

interface OpenReportProps {
  frame: ReportSheetFrame;
  range: ReportRange;
  rangeError: RangeError | null;
  today: string;
  services: ServiceRecord[];
  vehicles: Vehicle[];
  currencySymbol: string;
}

/** The report whose Generate Report button was pressed: built from this browser's records, invoice figures from the server. */
export function OpenReport({ frame, range, rangeError, today, services, vehicles, currencySymbol }: OpenReportProps) {
  const { id } = frame.kind;
  if (id === "vehicle-maintenance") {
    return <VehicleMaintenanceReportView frame={frame} today={today} services={services} vehicles={vehicles} />;
  }
  if (id === "receivables") {
    return <ReceivablesReportView frame={frame} today={today} currencySymbol={currencySymbol} />;
  }
  if (rangeError) {
    return (
      <ReportSheet {...frame} period="No valid date range" csv={null}>
        <EmptyReport>{rangeError.message} The report appears once the date range above is valid.</EmptyReport>
      </ReportSheet>
    );
  }
  switch (id) {
    case "service-history":
      return <ServiceHistoryReportView frame={frame} range={range} services={services} vehicles={vehicles} currencySymbol={currencySymbol} />;
    case "revenue":
      return <RevenueReportView frame={frame} range={range} services={services} currencySymbol={currencySymbol} />;
    case "customers":
      return <CustomerReportView frame={frame} range={range} today={today} services={services} vehicles={vehicles} currencySymbol={currencySymbol} />;
    case "technician-hours":
      return <TechnicianHoursReportView frame={frame} range={range} />;
    case "inspections":
      return <InspectionReportView frame={frame} range={range} currencySymbol={currencySymbol} />;
  }
}
