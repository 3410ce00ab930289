import { ROLES } from "@/shared/auth/roles";
import { NativeSelectOption } from "@/web/components/ui/native-select";

/** The five roles as options of a NativeSelect, in the shared order. */
export function RoleOptions() {
  return ROLES.map((role) => (
    <NativeSelectOption key={role} value={role}>
      {role}
    </NativeSelectOption>
  ));
}
