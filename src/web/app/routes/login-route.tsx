import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function LoginRoute() {
  return <ScreenPending title="Log In" />;
}
