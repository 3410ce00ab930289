import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/web/components/layout/page-header";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useUsers } from "../api/get-users";
import { filterUsers } from "../utils/filter-users";
import { AddUserDialog } from "./add-user-dialog";
import { AdminNote } from "./admin-note";
import { UsersTable } from "./users-table";

export function UserManagementPage() {
  const [search, setSearch] = useState("");
  const session = useSession();
  const users = useUsers();
  const allUsers = users.data?.users;
  const visibleUsers = useMemo(() => filterUsers(allUsers ?? [], search), [allUsers, search]);

  useEffect(() => {
    if (users.error) toast.error("Error fetching users", { description: users.error.message });
  }, [users.error]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="User Management"
        description="Invite staff, grant requested roles and deactivate accounts."
        actions={<AddUserDialog />}
      />
      <AdminNote />
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label="Search users"
          placeholder="Search by name, username, email or role..."
          value={search}
          onChange={setSearch}
        />
      </div>
      {users.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner aria-label="Loading users" className="size-6" />
        </div>
      ) : users.isError && !allUsers ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The users could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <UsersTable users={visibleUsers} currentUserId={session.profile?.userId} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {visibleUsers.length} of {allUsers?.length ?? 0} {allUsers?.length === 1 ? "user" : "users"}
          </p>
        </>
      )}
    </div>
  );
}
