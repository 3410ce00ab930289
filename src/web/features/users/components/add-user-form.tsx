import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { inviteUserSchema } from "@/shared/schemas/account";
import type { Invitation } from "@/shared/schemas/account-responses";
import { Field, FieldError, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useCan } from "@/web/features/auth/hooks/use-can";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { useInviteUser } from "../api/invite-user";
import { FormDialogFooter } from "./form-dialog-footer";
import { RoleOptions } from "./role-options";

type AddUserValues = z.input<typeof inviteUserSchema>;

const PERMISSION_DENIED = "Only Admins can add new users through this panel.";

export function AddUserForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const id = useId();
  const canAddUsers = useCan("users:manage");
  const inviteUser = useInviteUser();
  const form = useForm<AddUserValues, unknown, z.output<typeof inviteUserSchema>>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: "", name: "", role: "User", shopName: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // SPEC.md 6: the UI checks the role before sending; the server refuses with 403 regardless.
    if (!canAddUsers) {
      toast.error("Permission Denied", { description: PERMISSION_DENIED });
      return;
    }
    try {
      const invitation = await inviteUser.mutateAsync(values);
      toast.success("User Invited", { description: `${invitation.user.name} can now set a password with the link.` });
      onInvited(invitation);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["email", "name", "role", "shopName"]);
      const message = errorMessage(error);
      const forbidden = error instanceof ApiError && error.status === 403;
      toast.error(forbidden ? "Permission Denied" : "Error inviting user", { description: message });
    }
  });

  const fields = {
    email: errors.email?.message,
    name: errors.name?.message,
    role: errors.role?.message,
    shopName: errors.shopName?.message,
  };
  const describe = (field: keyof typeof fields) => ({
    "aria-invalid": !!fields[field] || undefined,
    "aria-describedby": fields[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Field invalid={!!fields.email}>
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <Input id={`${id}-email`} type="email" autoComplete="off" {...describe("email")} {...form.register("email")} />
        <FieldError id={`${id}-email-error`} message={fields.email} />
      </Field>
      <Field invalid={!!fields.name}>
        <FieldLabel htmlFor={`${id}-name`}>Full Name</FieldLabel>
        <Input id={`${id}-name`} autoComplete="off" {...describe("name")} {...form.register("name")} />
        <FieldError id={`${id}-name-error`} message={fields.name} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field invalid={!!fields.role}>
          <FieldLabel htmlFor={`${id}-role`}>Role</FieldLabel>
          <NativeSelect id={`${id}-role`} {...describe("role")} {...form.register("role")}>
            <RoleOptions />
          </NativeSelect>
          <FieldError id={`${id}-role-error`} message={fields.role} />
        </Field>
        <Field invalid={!!fields.shopName}>
          <FieldLabel htmlFor={`${id}-shopName`}>Shop Name</FieldLabel>
          <Input id={`${id}-shopName`} autoComplete="off" {...describe("shopName")} {...form.register("shopName")} />
          <FieldError id={`${id}-shopName-error`} message={fields.shopName} />
        </Field>
      </div>
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Sending invitation">
        Add User
      </FormDialogFooter>
    </form>
  );
}
