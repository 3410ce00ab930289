import { useId, type ReactNode } from "react";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

interface LineFieldProps {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}

/** One labelled field of an estimate line; the label sits above its control at every width. */
export function LineField({ label, className, children }: LineFieldProps) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 gap-1", className)}>
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
