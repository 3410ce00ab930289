import { useId, useRef } from "react";
import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import type { Invitation } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Field, FieldDescription, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";

/** The one-time link is shown to the Admin, and mailed too when mail is set up. */
export function InvitationLink({ invitation }: { invitation: Invitation }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(invitation.setPasswordUrl);
      toast.success("Link copied", { description: "Paste it into a message to the new user." });
    } catch {
      inputRef.current?.select();
      toast.error("Could not copy the link", { description: "The link is selected: copy it with your keyboard." });
    }
  }

  return (
    <div className="grid gap-4">
      <Field>
        <FieldLabel htmlFor={`${id}-link`}>Set-password link</FieldLabel>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <Input
            ref={inputRef}
            id={`${id}-link`}
            readOnly
            value={invitation.setPasswordUrl}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-link-note`}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            Copy link
          </Button>
        </div>
        <FieldDescription id={`${id}-link-note`}>
          {invitation.mailed
            ? `The link was also e-mailed to ${invitation.user.email}.`
            : `The link was not e-mailed (mail is not set up): send it to ${invitation.user.email} yourself.`}{" "}
          It works once and expires in 7 days.
        </FieldDescription>
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
