import type { Profile } from "@/shared/schemas/account-responses";
import { UserXIcon } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useDeactivateUser } from "../api/deactivate-user";

export function DeactivateUserDialog({ user }: { user: Profile }) {
  const deactivateUser = useDeactivateUser();

  // mutateAsync, not mutate's callbacks: this row's button goes away once the user is inactive.
  async function deactivate() {
    try {
      await deactivateUser.mutateAsync(user.userId);
      toast.success("User Deactivated", { description: `${user.name} was signed out and can no longer log in.` });
    } catch (error) {
      const message = errorMessage(error);
      toast.error("Error Deleting User", { description: `Could not mark user as inactive: ${message}` });
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={deactivateUser.isPending}
          aria-label={`Deactivate ${user.name}`}
        >
          <UserXIcon aria-hidden="true" />
          Deactivate
        </Button>
      }
      title={`Deactivate ${user.name}?`}
      description="They will be signed out and can no longer log in. You can make them active again from Edit."
      confirmLabel="Deactivate"
      destructive
      onConfirm={() => void deactivate()}
    />
  );
}
