/** What `npm audit --json` prints: a report, or the registry's refusal. */
export interface AuditReport {
  vulnerabilities?: Record<string, { severity: string }>;
  metadata?: { vulnerabilities: Record<string, number> };
  message?: string;
}

/** The packages with a high or critical advisory, as "name (severity)"; null when there is no report. */
export function seriousAdvisories(report: AuditReport): string[] | null {
  if (!report.metadata) return null;
  return Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === "high" || advisory.severity === "critical")
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
}
