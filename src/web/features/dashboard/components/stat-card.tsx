import { useId, type ComponentType, type SVGProps } from "react";
import { Card, CardContent } from "@/web/components/ui/card";

interface StatCardProps {
  title: string;
  value: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** One figure with its name; the card is a group named by the title, so the pair reads together. */
export function StatCard({ title, value, icon: Icon }: StatCardProps) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-0 py-5">
      <CardContent className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={titleId} className="text-sm font-medium text-muted-foreground">
            {title}
          </p>
          <p className="mt-1 truncate text-2xl font-semibold tabular-nums">{value}</p>
        </div>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </CardContent>
    </Card>
  );
}
