import { Link } from "react-router";
import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

export interface DeletedRecordNoticeProps {
  /** "vehicle" or "service", as the sentences say it. */
  noun: "vehicle" | "service";
  /** Who deleted it, when the shop knows. */
  deletedByName: string | null;
  /** The list to go back to. */
  listPath: string;
  listLabel: string;
  onRestore: () => void;
}

/** A shop record reached by its address after someone deleted it: the data is kept, so it can come back. */
export function DeletedRecordNotice({ noun, deletedByName, listPath, listLabel, onRestore }: DeletedRecordNoticeProps) {
  const title = noun === "vehicle" ? "Vehicle Deleted" : "Service Deleted";
  return (
    <div className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        {deletedByName ? `${deletedByName} deleted this ${noun}.` : `This ${noun} was deleted.`} Its details are kept, so it can be
        restored for every device of the shop.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={onRestore}>
          <RotateCcwIcon aria-hidden="true" />
          Restore
        </Button>
        <Button asChild variant="outline">
          <Link to={listPath}>{listLabel}</Link>
        </Button>
      </div>
    </div>
  );
}
