import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";

interface FormDialogFooterProps {
  /** The form is submitting: the submit button is disabled and shows a spinner. */
  pending: boolean;
  /** The spinner's accessible name while pending. */
  pendingLabel: string;
  /** The submit button's text. */
  children: ReactNode;
}

/** Cancel closes the dialog; the submit button sends the form it sits in. */
export function FormDialogFooter({ pending, pendingLabel, children }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner aria-label={pendingLabel} /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}
