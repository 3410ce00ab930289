import { useState } from "react";
import { PencilIcon } from "lucide-react";
import type { Profile } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { EditUserForm } from "./edit-user-form";

export function EditUserDialog({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Edit ${user.name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            Change {user.name}&apos;s name, role, shop and status. Email and username stay as they are.
          </DialogDescription>
        </DialogHeader>
        <EditUserForm user={user} isSelf={isSelf} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
