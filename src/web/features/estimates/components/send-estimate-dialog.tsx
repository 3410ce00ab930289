import { useId } from "react";
import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import type { EstimateSent } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { formatDateTime } from "@/web/lib/format-date-time";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface SendEstimateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answer of the send; null while it is on its way. */
  sent: EstimateSent | null;
  /** Why sending failed, if it did. */
  error: string | null;
}

/** Send for Approval: the new version's link, to copy; says whether it also went by e-mail. */
export function SendEstimateDialog({ open, onOpenChange, sent, error }: SendEstimateDialogProps) {
  const linkId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link Copied");
    } catch {
      toast.error("Could not copy the link", { description: "Select the link and copy it yourself." });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send for Approval</DialogTitle>
          <DialogDescription>The customer opens this link, without signing in, to approve or decline each job.</DialogDescription>
        </DialogHeader>
        {error ? <AlertMessage>{error}</AlertMessage> : sent ? (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={linkId}>Approval link</Label>
              <div className="flex gap-2">
                <Input id={linkId} readOnly value={sent.url} onFocus={(event) => event.target.select()} />
                <Button type="button" onClick={() => void copy(sent.url)}>
                  <CopyIcon aria-hidden="true" />
                  Copy Link
                </Button>
              </div>
            </div>
            <p className="text-sm text-muted-foreground">
              Version {sent.version}, valid until {formatDateTime(sent.expiresAt)}.{" "}
              {sent.emailed
                ? "The link was also e-mailed to the customer."
                : "The link was not e-mailed: copy it and send it to the customer."}
            </p>
          </div>
        ) : (
          <Spinner aria-label="Sending estimate" />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
