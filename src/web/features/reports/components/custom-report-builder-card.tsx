import { useId } from "react";
import { WrenchIcon } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/** The Custom Report Builder (Coming Soon) card is kept as a promise of what comes next; it does nothing yet. */
export function CustomReportBuilderCard() {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full border-dashed">
        <CardHeader>
          <CardTitle>
            <h2 id={titleId} className="flex flex-wrap items-center gap-2 text-base">
              <WrenchIcon aria-hidden="true" className="size-5 text-muted-foreground" />
              Custom Report Builder
              <Badge variant="grey">Coming Soon</Badge>
            </h2>
          </CardTitle>
          <CardDescription>Choose your own fields, filters and grouping. This is not available yet.</CardDescription>
        </CardHeader>
      </Card>
    </article>
  );
}
