import type { Profile } from "@/shared/schemas/account-responses";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { DeactivateUserDialog } from "./deactivate-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { RoleRequest } from "./role-request";
import { UserStatusBadge } from "./user-status-badge";

/** A user on a phone: name, username, email, role and status, with the row's actions. */
export function UserCard({ user, isSelf }: { user: Profile; isSelf: boolean }) {
  return (
    <RecordCard
      title={user.name}
      badge={<UserStatusBadge isActive={user.isActive} />}
      fields={[
        { label: "Username", value: user.username },
        { label: "Email", value: <span className="break-all">{user.email}</span> },
        { label: "Role", value: user.role },
      ]}
      actions={
        <>
          <RoleRequest user={user} />
          <EditUserDialog user={user} isSelf={isSelf} />
          {/* An inactive user has nothing left to deactivate; Edit can make them active again. */}
          {user.isActive && !isSelf ? <DeactivateUserDialog user={user} /> : null}
        </>
      }
    />
  );
}
