import type { Profile } from "@/shared/schemas/account-responses";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { useUpdateUser } from "../api/update-user";
import { toastUpdateUserError } from "../utils/toast-update-user-error";

/**
 * A self sign-up starts as User and records the role it asked for. Granting it is
 * an ordinary edit of the role that carries the other current fields and the updatedAt shown.
 */
export function RoleRequest({ user }: { user: Profile }) {
  const updateUser = useUpdateUser();
  const requested = user.requestedRole;
  if (!requested || requested === user.role) return null;

  async function grant(role: NonNullable<Profile["requestedRole"]>) {
    try {
      await updateUser.mutateAsync({
        userId: user.userId,
        input: {
          name: user.name,
          role,
          shopName: user.shopName,
          isActive: user.isActive,
          updatedAt: user.updatedAt,
        },
      });
      toast.success("User Updated", { description: `${user.name} now has the ${role} role.` });
    } catch (error) {
      toastUpdateUserError(error);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="text-xs text-muted-foreground">Requested: {requested}</span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={updateUser.isPending}
        onClick={() => void grant(requested)}
        aria-label={`Grant ${requested} to ${user.name}`}
      >
        Grant {requested}
      </Button>
    </span>
  );
}
