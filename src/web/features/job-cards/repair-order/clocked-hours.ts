/** Clocked seconds as hours to a tenth, as labor hours are shown ("1.5 h"). */
export function clockedHours(seconds: number): string {
  return `${(Math.max(0, seconds) / 3600).toFixed(1)} h`;
}
