import type { ReactNode } from "react";

/** One label and value of a detail page's description list; empty values read as a dash. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === "" || children === null || children === undefined;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-line">{empty ? "—" : children}</dd>
    </div>
  );
}
