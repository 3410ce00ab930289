import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";

/** Ends every session of the user after a confirmation; this device then goes to the login page. */
export function SignOutEverywhereDialog() {
  const signOutEverywhere = useSignOutEverywhere();

  async function confirm() {
    try {
      await signOutEverywhere.mutateAsync();
    } catch (error) {
      toast.error("Could not sign out everywhere", { description: errorMessage(error) });
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="destructive" disabled={signOutEverywhere.isPending}>
          Sign out everywhere
        </Button>
      }
      title="Sign out everywhere?"
      description="Every device signed in to your account is signed out, this one included. You will need to log in again."
      confirmLabel="Sign out everywhere"
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
