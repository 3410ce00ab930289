import type { Profile } from "@/shared/schemas/account-responses";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { DeactivateUserDialog } from "./deactivate-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { RoleRequest } from "./role-request";
import { UserStatusBadge } from "./user-status-badge";

interface UserRowProps {
  user: Profile;
  /** The signed-in Admin's own row: no one changes their own role or deactivates themselves. */
  isSelf: boolean;
}

export function UserRow({ user, isSelf }: UserRowProps) {
  return (
    <TableRow>
      <TableCell className="font-medium">{user.name}</TableCell>
      <TableCell>{user.username}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{user.role}</span>
          <RoleRequest user={user} />
        </div>
      </TableCell>
      <TableCell>
        <UserStatusBadge isActive={user.isActive} />
      </TableCell>
      <TableCell>
        <div className="flex gap-2">
          <EditUserDialog user={user} isSelf={isSelf} />
          {/* An inactive user has nothing left to deactivate; Edit can make them active again. */}
          {user.isActive && !isSelf ? <DeactivateUserDialog user={user} /> : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
