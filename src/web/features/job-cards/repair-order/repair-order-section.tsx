import { useId, type ReactNode } from "react";

/** One titled section of the repair order page; the heading names it for screen readers and tests. */
export function RepairOrderSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 border-t pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
