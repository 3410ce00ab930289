import type { FormEvent, ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface DialogFormProps {
  title: string;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal (a 409 among them): it stays in the dialog, above the buttons. */
  failure?: string;
  pending: boolean;
  /** The spinner's accessible name while Save waits for the server. */
  savingLabel: string;
  /** Buttons between Cancel and Save. */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The inside of a repair order's small edit dialogs: heading, the fields, the server's refusal,
 * then Cancel and Save; Save shows a spinner and waits while the change is on its way.
 */
export function DialogForm({ title, description, onSubmit, failure, pending, savingLabel, extraActions, children }: DialogFormProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {children}
        <AlertMessage>{failure}</AlertMessage>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          {extraActions}
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-label={savingLabel} /> : null}
            Save
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
