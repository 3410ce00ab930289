/**
 * Efficiency, billed labor over clocked time, in percent with one decimal; null when nothing was
 * clocked (no ratio to give). Tenths of an hour are 360 seconds: percent = tenths x 360 / seconds x 100.
 */
export function technicianHoursEfficiency(billedLaborHoursTenths: number, clockedSeconds: number): number | null {
  if (clockedSeconds <= 0) return null;
  return Math.round((billedLaborHoursTenths * 360 * 1000) / clockedSeconds) / 10;
}

/** Seconds as decimal hours with two places, as the report shows and exports them: 5400 is "1.50". */
export function hoursFromSeconds(seconds: number): string {
  return (Math.round(seconds / 36) / 100).toFixed(2);
}

/** Tenths of an hour as hours with one place: 25 is "2.5". */
export function hoursFromTenths(tenths: number): string {
  return (tenths / 10).toFixed(1);
}
