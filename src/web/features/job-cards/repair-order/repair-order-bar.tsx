import type { ReactNode } from "react";

/**
 * The actions a technician reaches for with a thumb: on a phone a bar fixed at the bottom of the
 * screen, clear of the home indicator (safe area); wider screens keep it at the bottom of the view
 * as the page scrolls, beside the menu rather than over it.
 */
export function RepairOrderBar({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Repair order actions"
      className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur sm:sticky sm:-mx-4 md:-mx-8 md:px-8"
    >
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">{children}</div>
    </section>
  );
}
