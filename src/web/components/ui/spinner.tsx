import { Loader2Icon, type LucideProps } from "lucide-react";

import { cn } from "@/web/lib/cn";

function Spinner({ className, "aria-label": ariaLabel = "Loading", ...props }: LucideProps) {
  return (
    <Loader2Icon
      role="status"
      aria-label={ariaLabel}
      data-slot="spinner"
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}

export { Spinner };
