import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { findReportKind, type ReportId } from "../utils/report-kinds";
import { defaultReportRange, type ReportRange } from "../utils/report-range";

/**
 * The open report and its date range live in the address (?report=revenue&from=...&to=...), so a
 * reload, a bookmark or Back keeps the report the user was reading.
 */
export function useReportParams(today: string) {
  const [params, setParams] = useSearchParams();
  const fallback = defaultReportRange(today);
  const from = params.get("from") ?? fallback.from;
  const to = params.get("to") ?? fallback.to;
  // One object per pair of days, so the reports computed from it are not rebuilt on every render.
  const range = useMemo<ReportRange>(() => ({ from, to }), [from, to]);
  const kind = findReportKind(params.get("report"));

  const setRange = useCallback(
    (next: ReportRange) =>
      setParams(
        (current) => {
          current.set("from", next.from);
          current.set("to", next.to);
          return current;
        },
        // Typing a date is not a step the Back button should walk through.
        { replace: true },
      ),
    [setParams],
  );

  const openReport = useCallback(
    (id: ReportId | null) =>
      setParams((current) => {
        if (id) current.set("report", id);
        else current.delete("report");
        return current;
      }),
    [setParams],
  );

  return { range, kind, setRange, openReport };
}
