import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";

interface FormDialogFooterProps {
  /** The form is submitting: the submit button is disabled. */
  pending?: boolean;
  /** While pending, the button shows a spinner with this accessible name. */
  pendingLabel?: string;
  /** While pending, the button's text in place of `children` ("Uploading..."). */
  pendingText?: ReactNode;
  /** The submit button's text; without it (a read-only view) there is none, and Cancel reads Close. */
  children?: ReactNode;
}

/** The footer of a form in a dialog: Cancel closes the dialog; the submit button sends the form it sits in. */
export function FormDialogFooter({ pending = false, pendingLabel, pendingText, children }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {children ? "Cancel" : "Close"}
        </Button>
      </DialogClose>
      {children ? (
        <Button type="submit" disabled={pending}>
          {pending && pendingLabel ? <Spinner aria-label={pendingLabel} /> : null}
          {pending && pendingText ? pendingText : children}
        </Button>
      ) : null}
    </DialogFooter>
  );
}
