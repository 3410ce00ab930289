import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { profileUpdateSchema } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { useUpdateProfile } from "../api/update-profile";

type ProfileValues = z.input<typeof profileUpdateSchema>;

/** The role is shown but neither editable nor sent; the e-mail is the login. */
export function ProfileForm({ profile }: { profile: Profile }) {
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
      applyServerFieldErrors(error, form);
      const message = errorMessage(error);
      toast.error("Could not update profile", { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField label="Full Name" autoComplete="name" error={nameError} {...form.register("name")} />
      <TextField
        label="Email Address"
        type="email"
        value={profile.email}
        disabled
        description="This is the address you log in with."
      />
      <TextField label="Shop Name" autoComplete="organization" error={shopError} {...form.register("shopName")} />
      <TextField label="Role" value={profile.role} disabled description="Your role is managed by an administrator." />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-label="Saving" /> : null}
          Save Profile
        </Button>
      </div>
    </form>
  );
}
