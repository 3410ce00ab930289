import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { loadForgotPasswordSchema } from "../api/account-schemas";
import { requestPasswordReset } from "../api/auth-calls";
import { useLazySchemaForm } from "../hooks/use-lazy-schema-form";

/** Asks for the e-mail and always answers the same way, so no one learns which addresses have accounts. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, submitting, handleSubmit, prefetch } = useLazySchemaForm(loadForgotPasswordSchema);

  const onSubmit = handleSubmit(async (values) => {
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
    <form onSubmit={onSubmit} onFocus={prefetch} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Sending..." : "Send Reset Link"}
      </Button>
      <Link to="/login" className="text-center text-sm underline underline-offset-4">
        Back to Log In
      </Link>
    </form>
  );
}
