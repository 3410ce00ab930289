import { useId, useState } from "react";
import { ChevronDownIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/auth/use-can";
import { UpgradeReport } from "./upgrade-report";

/**
 * "Matched from earlier records" on the Customers page: closed at first, so the list opens without
 * asking for the report; opened, it loads and shows it.
 */
export function UpgradeReportSection() {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const canMerge = useCan("customers:merge");
  return (
    <section aria-labelledby={`${regionId}-heading`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${regionId}-heading`} className="text-lg font-semibold">
        <Button type="button" variant="ghost" className="-ml-2 h-auto px-2 text-lg font-semibold" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          <ChevronDownIcon aria-hidden="true" className={open ? "rotate-180 transition-transform" : "transition-transform"} />
          Matched from earlier records
        </Button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open ? <UpgradeReport canMerge={canMerge} /> : null}
      </div>
    </section>
  );
}
