import { useMemo } from "react";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { Badge } from "@/web/components/ui/badge";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { countOf } from "../utils/report-text";
import {
  buildVehicleMaintenanceReport,
  dueText,
  MAINTENANCE_WINDOW_DAYS,
  vehicleMaintenanceCsv,
  vehicleMaintenanceFileName,
} from "../utils/vehicle-maintenance-report";
import { EmptyReport } from "./report-notes";
import { ReportTable } from "./report-table";
import { ReportSheet, type ReportSheetFrame } from "./report-sheet";

interface VehicleMaintenanceReportViewProps {
  frame: ReportSheetFrame;
  today: string;
  services: ServiceRecord[];
  vehicles: Vehicle[];
}

const mileageFormat = new Intl.NumberFormat("en-US");

export function VehicleMaintenanceReportView({ frame, today, services, vehicles }: VehicleMaintenanceReportViewProps) {
  const report = useMemo(() => buildVehicleMaintenanceReport({ vehicles, services, today }), [vehicles, services, today]);

  return (
    <ReportSheet
      {...frame}
      period={`As of ${today}: next service due by ${report.dueBy} or overdue. The date range does not apply to this report.`}
      csv={report.rows.length > 0 ? { fileName: vehicleMaintenanceFileName(today), table: vehicleMaintenanceCsv(report) } : null}
    >
      {report.rows.length === 0 ? (
        <EmptyReport>No vehicles are due for service within {MAINTENANCE_WINDOW_DAYS} days, and none are overdue.</EmptyReport>
      ) : (
        <>
          <p className="text-sm font-medium">
            {countOf(report.overdue, "vehicle")} overdue, {countOf(report.dueSoon, "vehicle")} due within {MAINTENANCE_WINDOW_DAYS} days
          </p>
          <ReportTable label="Vehicles due for service">
            <TableHeader>
              <TableRow>
                <TableHead>Vehicle</TableHead>
                <TableHead>License Plate</TableHead>
                <TableHead>Owner</TableHead>
                <TableHead>Next Service Due</TableHead>
                <TableHead>Due</TableHead>
                <TableHead>Last Service</TableHead>
                <TableHead className="text-right">Mileage</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.vehicleId}>
                  <TableCell className="font-medium">{row.vehicle}</TableCell>
                  <TableCell>{row.licensePlate || "N/A"}</TableCell>
                  <TableCell>
                    <div className="flex flex-col">
                      <span>{row.owner || "N/A"}</span>
                      {row.ownerPhone ? <span className="text-muted-foreground">{row.ownerPhone}</span> : null}
                    </div>
                  </TableCell>
                  <TableCell>{row.nextServiceDue}</TableCell>
                  <TableCell>
                    <Badge variant={row.overdue ? "red" : "yellow"}>{dueText(row)}</Badge>
                  </TableCell>
                  <TableCell>{row.lastService ?? "N/A"}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.mileage === null ? "N/A" : `${mileageFormat.format(row.mileage)} mi`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
        </>
      )}
    </ReportSheet>
  );
}
