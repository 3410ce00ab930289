import type { Profile } from "@/shared/schemas/account-responses";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { UserRow } from "./user-row";

const COLUMNS = ["Name", "Username", "Email", "Role", "Status", "Actions"] as const;

interface UsersTableProps {
  users: readonly Profile[];
  currentUserId: string | undefined;
}

export function UsersTable({ users, currentUserId }: UsersTableProps) {
  return (
    <Table containerClassName="rounded-lg border">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="h-24 text-center text-muted-foreground">
              No users found.
            </TableCell>
          </TableRow>
        ) : (
          users.map((user) => <UserRow key={user.userId} user={user} isSelf={user.userId === currentUserId} />)
        )}
      </TableBody>
    </Table>
  );
}
