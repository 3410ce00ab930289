import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { profileUpdateSchema } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { useUpdateProfile } from "../api/update-profile";

type ProfileValues = z.input<typeof profileUpdateSchema>;

/** SPEC.md 5: the role is shown but neither editable nor sent; the e-mail is the login. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const id = useId();
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileValues, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    // The session is re-read every 30 s: follow it, but never over what the user is typing.
    values: { name: profile.name, shopName: profile.shopName },
    resetOptions: { keepDirtyValues: true },
  });
  const nameError = form.formState.errors.name?.message;
  const shopError = form.formState.errors.shopName?.message;

  const onSubmit = form.handleSubmit(async ({ name, shopName }) => {
    try {
      const { profile: saved } = await updateProfile.mutateAsync({ name, shopName });
      form.reset({ name: saved.name, shopName: saved.shopName });
      toast.success("Profile Updated", { description: "Your profile was saved." });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["name", "shopName"]);
      const message = errorMessage(error);
      toast.error("Could not update profile", { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Field invalid={!!nameError}>
        <FieldLabel htmlFor={`${id}-name`}>Full Name</FieldLabel>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          aria-invalid={!!nameError || undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...form.register("name")}
        />
        <FieldError id={`${id}-name-error`} message={nameError} />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-email`}>Email Address</FieldLabel>
        <Input
          id={`${id}-email`}
          type="email"
          value={profile.email}
          disabled
          aria-describedby={`${id}-email-note`}
        />
        <FieldDescription id={`${id}-email-note`}>This is the address you log in with.</FieldDescription>
      </Field>
      <Field invalid={!!shopError}>
        <FieldLabel htmlFor={`${id}-shop`}>Shop Name</FieldLabel>
        <Input
          id={`${id}-shop`}
          autoComplete="organization"
          aria-invalid={!!shopError || undefined}
          aria-describedby={shopError ? `${id}-shop-error` : undefined}
          {...form.register("shopName")}
        />
        <FieldError id={`${id}-shop-error`} message={shopError} />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-role`}>Role</FieldLabel>
        <Input id={`${id}-role`} value={profile.role} disabled aria-describedby={`${id}-role-note`} />
        <FieldDescription id={`${id}-role-note`}>Your role is managed by an administrator.</FieldDescription>
      </Field>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-label="Saving" /> : null}
          Save Profile
        </Button>
      </div>
    </form>
  );
}
