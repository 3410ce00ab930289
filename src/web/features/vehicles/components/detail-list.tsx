import type { ReactNode } from "react";

export interface DetailItem {
  label: string;
  /** Empty values read "N/A". */
  value: ReactNode;
}

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === "string" && value.trim() === "");
}

/** Label and value pairs of a detail card. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="font-medium break-words">{isEmpty(item.value) ? "N/A" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
