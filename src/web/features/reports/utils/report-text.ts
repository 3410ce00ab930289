/** "1 service" / "3 services". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export function undatedNote(undated: number): string | false {
  return undated > 0 && `${countOf(undated, "service has", "services have")} no readable date and ${undated === 1 ? "is" : "are"} not in this report.`;
}
