import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";

/** A customer's name as the link to their page; `stretched` makes a whole card one tap target. */
export function CustomerLink({ customerId, children, stretched = false }: { customerId: string; children: ReactNode; stretched?: boolean }) {
  return (
    <Link
      to={`/customers/${encodeURIComponent(customerId)}`}
      className={cn(
        "rounded-sm underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        stretched && "after:absolute after:inset-0 after:rounded-lg",
      )}
      // Inside a clickable row, the row's own click would navigate a second time.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
