import { useState } from "react";
import { UserPlusIcon } from "lucide-react";
import type { Invitation } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { AddUserForm } from "./add-user-form";
import { InvitationLink } from "./invitation-link";

export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) setInvitation(null);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <UserPlusIcon aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{invitation ? "User Invited" : "Add User"}</DialogTitle>
          <DialogDescription>
            {invitation
              ? `${invitation.user.name} has an account without a password. Give them this link to set one.`
              : "The new user gets a one-time link to set their own password."}
          </DialogDescription>
        </DialogHeader>
        {invitation ? <InvitationLink invitation={invitation} /> : <AddUserForm onInvited={setInvitation} />}
      </DialogContent>
    </Dialog>
  );
}
