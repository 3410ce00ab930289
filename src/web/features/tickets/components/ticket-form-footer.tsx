import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";

interface TicketFormFooterProps {
  /** The form is submitting: the submit button is disabled and shows a spinner. */
  pending: boolean;
  pendingLabel: string;
  /** The submit button's text; no submit button when absent (read-only view). */
  children?: ReactNode;
}

/** Cancel closes the dialog; the submit button sends the form it sits in. */
export function TicketFormFooter({ pending, pendingLabel, children }: TicketFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {children ? "Cancel" : "Close"}
        </Button>
      </DialogClose>
      {children ? (
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner aria-label={pendingLabel} /> : null}
          {children}
        </Button>
      ) : null}
    </DialogFooter>
  );
}
