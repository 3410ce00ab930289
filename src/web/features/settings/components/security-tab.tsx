import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlertIcon } from "lucide-react";
import { toast } from "sonner";
import { newPasswordFormSchema, type NewPasswordFormInput } from "@/shared/schemas/account";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { useChangePassword } from "../api/change-password";
import { SignedInDevicesCard } from "./signed-in-devices-card";

const EMPTY: NewPasswordFormInput = { newPassword: "", confirmPassword: "" };
const NEW_PASSWORD_INPUT = { type: "password", autoComplete: "new-password" } as const;

export function SecurityTab() {
  const changePassword = useChangePassword();
  const form = useForm<NewPasswordFormInput>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: EMPTY });
  const newError = form.formState.errors.newPassword?.message;
  const confirmError = form.formState.errors.confirmPassword?.message;

  const onSubmit = form.handleSubmit(
    async ({ newPassword }) => {
      try {
        await changePassword.mutateAsync({ newPassword });
        form.reset(EMPTY);
        toast.success("Password Changed", { description: "Your other devices were signed out." });
      } catch (error) {
        applyServerFieldErrors(error, form);
        const message = errorMessage(error);
        toast.error("Error updating password", { description: message });
      }
    },
    // The validation message is the toast itself, as well as under its field.
    (errors: FieldErrors<NewPasswordFormInput>) => {
      const message = errors.newPassword?.message ?? errors.confirmPassword?.message;
      if (message) toast.error(message);
    },
  );

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>Change the password you log in with.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-md gap-4">
            <TextField label="New Password" error={newError} {...NEW_PASSWORD_INPUT} {...form.register("newPassword")} />
            <TextField
              label="Confirm New Password"
              error={confirmError}
              {...NEW_PASSWORD_INPUT}
              {...form.register("confirmPassword")}
            />
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
              <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>Changing your password may log you out of other devices.</p>
            </div>
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? <Spinner aria-label="Changing password" /> : null}
                Change Password
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <SignedInDevicesCard />
    </div>
  );
}
