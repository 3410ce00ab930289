import { UserManagementPage } from "@/web/features/users/components/user-management-page";

export default function UsersRoute() {
  return <UserManagementPage />;
}
