import { hoursFromSeconds, hoursFromTenths, technicianHoursEfficiency } from "@/shared/money/technician-hours";
import type { TechnicianHoursReport } from "@/shared/schemas/time-entries";
import type { CsvTable } from "./report-csv";

/** One line as the screen shows it: a technician's, or the Total over all of them. */
export interface TechnicianHoursLine {
  name: string;
  email: string;
  clockedHours: string;
  billedHours: string;
  efficiency: string;
  /** Efficiency as a CSV number ("87.5"), empty when nothing was clocked. */
  efficiencyNumber: string;
}

function line(name: string, email: string, clockedSeconds: number, billedTenths: number, percent: number | null): TechnicianHoursLine {
  return {
    name,
    email,
    clockedHours: hoursFromSeconds(clockedSeconds),
    billedHours: hoursFromTenths(billedTenths),
    efficiency: percent === null ? "None clocked" : `${percent.toFixed(1)}%`,
    efficiencyNumber: percent === null ? "" : percent.toFixed(1),
  };
}

/** Each technician's line, and the Total, whose efficiency is over the summed hours. */
export function technicianHoursLines(report: TechnicianHoursReport): { lines: TechnicianHoursLine[]; total: TechnicianHoursLine } {
  const lines = report.rows.map((row) => line(row.technician.name, row.technician.email, row.clockedSeconds, row.billedLaborHoursTenths, row.efficiencyPercent));
  const clocked = report.rows.reduce((sum, row) => sum + row.clockedSeconds, 0);
  const billed = report.rows.reduce((sum, row) => sum + row.billedLaborHoursTenths, 0);
  return { lines, total: line("Total", "", clocked, billed, technicianHoursEfficiency(billed, clocked)) };
}

/** One row per technician, then the Total: hours as decimal numbers, efficiency as a percent number. */
export function technicianHoursCsv(report: TechnicianHoursReport): CsvTable {
  const { lines, total } = technicianHoursLines(report);
  return {
    header: ["Technician", "Email", "Clocked hours", "Billed labor hours", "Efficiency (%)"],
    rows: [...lines, total].map((entry) => [entry.name, entry.email, entry.clockedHours, entry.billedHours, entry.efficiencyNumber]),
  };
}
