import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { newPasswordFormSchema, type NewPasswordFormInput } from "@/shared/schemas/account";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { resetPassword } from "../api/auth-calls";

/** Sets a new password from a reset or invitation link's token, then sends the user to log in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set Password"}
      </Button>
    </form>
  );
}
