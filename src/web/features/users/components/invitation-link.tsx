import { useId, useRef } from "react";
import { CopyIcon } from "lucide-react";
import { toast } from "sonner";
import type { Invitation } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Field, FieldDescription, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";

const MAIL_FAILED_MESSAGE = "The invitation e-mail could not be sent. Copy the link below and send it to them yourself.";

function linkNote({ mail, user }: Invitation): string {
  if (mail === "sent") return `The link was also e-mailed to ${user.email}.`;
  if (mail === "not_configured") return `The link was not e-mailed (mail is not set up): send it to ${user.email} yourself.`;
  return `The link was not e-mailed: send it to ${user.email} yourself.`;
}

/**
 * The one-time link is shown to the Admin, and mailed too when mail is set up. When the mail
 * server failed, a line above the link says so.
 */
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
      {invitation.mail === "failed" && (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm font-medium text-destructive">
          {MAIL_FAILED_MESSAGE}
        </p>
      )}
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
          {linkNote(invitation)} It works once and expires in 7 days.
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
