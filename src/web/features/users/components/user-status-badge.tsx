import { Badge } from "@/web/components/ui/badge";

export function UserStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? "green" : "red"}>{isActive ? "Active" : "Inactive"}</Badge>;
}
