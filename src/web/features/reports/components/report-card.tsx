import { useId } from "react";
import { FileBarChartIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import type { ReportKind } from "../utils/report-kinds";

interface ReportCardProps {
  kind: ReportKind;
  onGenerate: () => void;
}

/**
 * One report's card. Every button reads "Generate Report"; the card is an article named
 * by its title, and the title describes the button, so a screen reader says which report it makes.
 */
export function ReportCard({ kind, onGenerate }: ReportCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle>
            <h2 id={titleId} className="flex items-center gap-2 text-base">
              <FileBarChartIcon aria-hidden="true" className="size-5 text-muted-foreground" />
              {kind.title}
            </h2>
          </CardTitle>
          <CardDescription>{kind.description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1" />
        <CardFooter>
          <Button type="button" aria-describedby={titleId} onClick={onGenerate}>
            Generate Report
          </Button>
        </CardFooter>
      </Card>
    </article>
  );
}
