import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { errorMessage } from "@/web/lib/api-error";
import { useCan } from "@/web/lib/auth/use-can";
import { setShopRecordsShared } from "@/web/lib/shop-records/set-shop-records-shared";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";

/** Settings → Data, for Admins: whether every device of the shop shares one set of records. */
export function ShopRecordsSetting() {
  return useCan("shop-records:manage") ? <ShopRecordsSwitch /> : null;
}

function ShopRecordsSwitch() {
  const titleId = useId();
  const switchId = useId();
  const explanationId = useId();
  const { shared, loading } = useShopRecordsMode();
  const [saving, setSaving] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);

  async function save(next: boolean) {
    setSaving(true);
    try {
      await setShopRecordsShared(next);
      toast.success(next ? "Shop records shared" : "Shop records no longer shared");
    } catch (error) {
      toast.error("The setting was not changed", { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  function onCheckedChange(next: boolean) {
    // Turning sharing off changes what every device works from, so it is confirmed first.
    if (next) void save(true);
    else setConfirmingOff(true);
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Shop records</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            className="mt-0.5"
            checked={shared}
            disabled={loading || saving}
            aria-describedby={explanationId}
            onCheckedChange={onCheckedChange}
          />
          <div className="grid min-w-0 gap-1">
            <label htmlFor={switchId} className="text-sm font-medium">
              Share vehicles and service records with the whole shop
            </label>
            <p id={explanationId} className="text-sm text-muted-foreground">
              Every signed-in device then shares one set of vehicles, service records and custom fields through the server, and
              each keeps a copy to work offline. Off, each browser keeps its own.
            </p>
          </div>
        </div>
        <ConfirmDialog
          open={confirmingOff}
          onOpenChange={setConfirmingOff}
          title="Stop sharing shop records?"
          description="Each device then keeps its current copy as its own local data: edits made on one device no longer reach the others."
          confirmLabel="Stop Sharing"
          onConfirm={() => void save(false)}
        />
      </CardContent>
    </Card>
  );
}
