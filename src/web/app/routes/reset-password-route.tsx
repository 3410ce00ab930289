import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/web/features/auth/components/reset-password-form";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

export default function ResetPasswordRoute() {
  // Signed out, too, the tab carries the shop's configured name.
  useDocumentTitle(useAppName());
  const token = useSearchParams()[0].get("token");
  return (
    <AuthCard title="Set a new password" description={token ? "Choose a password of at least 8 characters." : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="text-sm">
          This link is not complete. <Link to="/forgot-password" className="underline underline-offset-4">Ask for a new one</Link>.
        </p>
      )}
    </AuthCard>
  );
}
