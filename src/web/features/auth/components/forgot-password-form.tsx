import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/shared/schemas/account";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { requestPasswordReset } from "../api/auth-calls";

/** DESIGN.md 3.5: asks for the e-mail and always answers the same way. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      setSentTo(values.email);
    } catch (error) {
      toast.error("Could not send the reset link", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4 text-sm">
        <p role="status">
          If an account exists for {sentTo}, a link to reset its password is on its way. It works for one hour.
        </p>
        <Link to="/login" className="underline underline-offset-4">
          Back to Log In
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
      <Link to="/login" className="text-center text-sm underline underline-offset-4">
        Back to Log In
      </Link>
    </form>
  );
}
