import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { OWN_DEACTIVATION_MESSAGE, OWN_ROLE_MESSAGE } from "@/shared/auth/own-access";
import { userUpdateSchema } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { useUpdateUser } from "../api/update-user";
import { toastUpdateUserError } from "../utils/toast-update-user-error";
import { RoleOptions } from "./role-options";

type EditUserValues = z.input<typeof userUpdateSchema>;

function toFormValues(user: Profile): EditUserValues {
  return { name: user.name, role: user.role, shopName: user.shopName, isActive: user.isActive };
}

interface EditUserFormProps {
  user: Profile;
  /** The signed-in Admin's own account: its role and active flag are another Admin's to change. */
  isSelf: boolean;
  onSaved: () => void;
}

/** E-mail and username cannot change and the password is the user's own business. */
export function EditUserForm({ user, isSelf, onSaved }: EditUserFormProps) {
  const id = useId();
  const updateUser = useUpdateUser();
  const form = useForm<EditUserValues, unknown, z.output<typeof userUpdateSchema>>({
    resolver: zodResolver(userUpdateSchema),
    // `values`, not only defaults: when a 409 refetches the user, the form shows what is stored now.
    values: toFormValues(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUser.mutateAsync({ userId: user.userId, input: { ...values, updatedAt: user.updatedAt } });
      toast.success("User Updated", { description: `${values.name} was saved.` });
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form);
      toastUpdateUserError(error);
    }
  });

  const nameError = errors.name?.message;
  const roleError = errors.role?.message;
  const shopError = errors.shopName?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField label="Name" autoComplete="off" error={nameError} {...form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" type="email" value={user.email} disabled />
        <TextField label="Username" value={user.username} disabled />
      </div>
      <TextField
        label="Password"
        type="password"
        placeholder="Set by the user"
        autoComplete="off"
        value=""
        disabled
        description="Users set their own password from their set-password link or Settings."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Role"
          error={roleError}
          disabled={isSelf}
          description={isSelf ? OWN_ROLE_MESSAGE : undefined}
          {...form.register("role")}
        >
          <RoleOptions />
        </SelectField>
        <TextField label="Shop Name" autoComplete="off" error={shopError} {...form.register("shopName")} />
      </div>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-active`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              disabled={isSelf}
              aria-describedby={`${id}-active-note`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-active`}>Active</Label>
              <p id={`${id}-active-note`} className="text-sm text-muted-foreground">
                {isSelf ? OWN_DEACTIVATION_MESSAGE : "Inactive users cannot log in."}
              </p>
            </div>
          </div>
        )}
      />
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving">
        Save
      </FormDialogFooter>
    </form>
  );
}
