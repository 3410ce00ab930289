import { useNavigate } from "react-router";
import { toast } from "sonner";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { loadNewPasswordSchema } from "../api/account-schemas";
import { resetPassword } from "../api/auth-calls";
import { useLazySchemaForm } from "../hooks/use-lazy-schema-form";

/** Sets a new password from a reset or invitation link's token, then sends the user to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { errors, submitting, handleSubmit, prefetch } = useLazySchemaForm(loadNewPasswordSchema);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword(token, values.newPassword);
      toast.success("Password Set", { description: "Log in with your new password." });
      await navigate("/login", { replace: true });
    } catch (error) {
      const expired = error instanceof ApiError && error.code === "invalid_token";
      toast.error("Error updating password", {
        description: expired
          ? "This link has expired or was already used. Ask for a new one."
          : error instanceof ApiError
            ? error.message
            : "Please try again.",
      });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={prefetch} noValidate className="flex flex-col gap-4">
      <TextField label="New Password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} />
      <TextField
        label="Confirm New Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Saving..." : "Set Password"}
      </Button>
    </form>
  );
}
