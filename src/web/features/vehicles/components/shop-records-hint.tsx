import { Link } from "react-router";
import { UsersIcon, XIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/auth/use-can";
import { useLocalSetting, writeLocal } from "@/web/lib/local-settings";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";

/**
 * For an Admin whose shop keeps its records in each browser: a note that they can be shared, with
 * the way to the setting. Dismissed once, it stays away in this browser.
 */
export function ShopRecordsHint() {
  const mayShare = useCan("shop-records:manage");
  const { shared, loading } = useShopRecordsMode();
  const dismissed = useLocalSetting("shopRecordsHintDismissed", "false") === "true";
  if (!mayShare || loading || shared || dismissed) return null;

  return (
    <aside
      aria-label="Shop records"
      className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm sm:items-center"
    >
      <UsersIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground sm:mt-0" />
      <p className="min-w-0 flex-1">
        These vehicles are kept in this browser only. To let every device of the shop work from the same records, turn on
        sharing in{" "}
        <Link to="/settings" state={{ tab: "data" }} className="font-medium underline underline-offset-4">
          Settings, Data
        </Link>
        .
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-my-1 shrink-0"
        aria-label="Dismiss the shop records hint"
        onClick={() => writeLocal("shopRecordsHintDismissed", "true")}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </aside>
  );
}
