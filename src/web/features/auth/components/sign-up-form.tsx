import { useId } from "react";
import { toast } from "sonner";
import { ROLES } from "@/shared/auth/roles";
import { PASSWORD_MIN_LENGTH } from "@/shared/constants/account";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Field, FieldDescription, FieldLabel } from "@/web/components/ui/field";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { ApiError } from "@/web/lib/api-error";
import { loadSignUpSchema } from "../api/account-schemas";
import { signUp } from "../api/auth-calls";
import { useLazySchemaForm } from "../hooks/use-lazy-schema-form";


/** Sign Up mode of the login screen. On success the screen returns to Log In with the e-mail. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const roleNoteId = useId();
  const { errors, submitting, handleSubmit, prefetch } = useLazySchemaForm(loadSignUpSchema);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signUp(values);
      if (!result?.user) {
        toast.error("Sign Up Issue", { description: "An unexpected issue occurred during sign up." });
        return;
      }
      // Without mail the account is confirmed at once; say what is true.
      toast.success("Sign Up Successful!", {
        description: result.user.emailVerified
          ? "Your account is ready. Log in with your email and password."
          : "Please check your email to confirm your account.",
      });
      onSignedUp(values.email);
    } catch (error) {
      toast.error("Sign Up Error", { description: error instanceof ApiError ? error.message : "Could not sign up." });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={prefetch} noValidate className="flex flex-col gap-4">
      <TextField label="Full Name" name="name" autoComplete="name" error={errors.name} />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      />
      <Field>
        <FieldLabel htmlFor="initial-role">Initial Role</FieldLabel>
        <NativeSelect id="initial-role" name="initialRole" defaultValue="User" aria-describedby={roleNoteId}>
          {ROLES.map((role) => (
            <NativeSelectOption key={role} value={role}>
              {role}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldDescription id={roleNoteId}>
          The role is set when the account is created. An administrator confirms any role other than User.
        </FieldDescription>
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Signing up..." : "Sign Up"}
      </Button>
    </form>
  );
}
