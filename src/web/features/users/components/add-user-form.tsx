import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { inviteUserSchema } from "@/shared/schemas/account";
import type { Invitation } from "@/shared/schemas/account-responses";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { useCan } from "@/web/lib/auth/use-can";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { useInviteUser } from "../api/invite-user";
import { RoleOptions } from "./role-options";

type AddUserValues = z.input<typeof inviteUserSchema>;

const PERMISSION_DENIED = "Only Admins can add new users through this panel.";

export function AddUserForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const canAddUsers = useCan("users:manage");
  const inviteUser = useInviteUser();
  const form = useForm<AddUserValues, unknown, z.output<typeof inviteUserSchema>>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: "", name: "", role: "User", shopName: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // Only an Admin adds users: the UI checks the role before sending; the server refuses with 403 regardless.
    if (!canAddUsers) {
      toast.error("Permission Denied", { description: PERMISSION_DENIED });
      return;
    }
    try {
      const invitation = await inviteUser.mutateAsync(values);
      toast.success("User Invited", { description: `${invitation.user.name} can now set a password with the link.` });
      onInvited(invitation);
    } catch (error) {
      applyServerFieldErrors(error, form);
      const message = errorMessage(error);
      const forbidden = error instanceof ApiError && error.status === 403;
      toast.error(forbidden ? "Permission Denied" : "Error inviting user", { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
      <TextField label="Full Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Role" error={errors.role?.message} {...form.register("role")}>
          <RoleOptions />
        </SelectField>
        <TextField label="Shop Name" autoComplete="off" error={errors.shopName?.message} {...form.register("shopName")} />
      </div>
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Sending invitation">
        Add User
      </FormDialogFooter>
    </form>
  );
}
