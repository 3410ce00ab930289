import type { Profile } from "@/shared/schemas/account-responses";
import { ListTable } from "@/web/components/list-table";
import { UserCard } from "./user-card";
import { UserRow } from "./user-row";

const COLUMNS = ["Name", "Username", "Email", "Role", "Status", "Actions"] as const;

interface UsersTableProps {
  users: readonly Profile[];
  currentUserId: string | undefined;
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <ListTable
      columns={COLUMNS}
      rows={users}
      renderRow={(user) => <UserRow key={user.userId} user={user} isSelf={user.userId === currentUserId} />}
      emptyMessage="No users found."
      cards={{
        label: "Users",
        rowKey: (user) => user.userId,
        renderCard: (user) => <UserCard user={user} isSelf={user.userId === currentUserId} />,
      }}
    />
  );
}
