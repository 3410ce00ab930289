import { INSPECTION_RATING_COLOURS } from "@/shared/constants/inspections";
import type { FromInspectionItem } from "@/shared/schemas/estimates";
import { Badge } from "@/web/components/ui/badge";

/** A job that came from an inspection finding: its rating's colour with the word always shown. */
export function FromInspectionBadge({ finding }: { finding: FromInspectionItem }) {
  if (!finding) return null;
  return (
    <Badge variant={finding.rating ? INSPECTION_RATING_COLOURS[finding.rating] : "outline"} title={`From the inspection item ${finding.name}`}>
      {finding.rating ? `From inspection: ${finding.rating}` : "From inspection"}
    </Badge>
  );
}
