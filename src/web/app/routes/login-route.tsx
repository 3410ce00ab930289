import { useEffect, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { AuthCard } from "@/web/features/auth/components/auth-card";
import { LogInForm } from "@/web/features/auth/components/log-in-form";
import { SignUpForm } from "@/web/features/auth/components/sign-up-form";
import { useSession } from "@/web/lib/auth/use-session";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

/** The login screen: Log In and Sign Up; with a session it goes to /. */
export default function LoginRoute() {
  // Signed out, too, the tab carries the shop's configured name.
  useDocumentTitle(useAppName());
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<"log-in" | "sign-up">("log-in");
  const [email, setEmail] = useState("");

  const confirmed = searchParams.get("confirmed") === "1";
  useEffect(() => {
    if (confirmed) toast.success("Email Confirmed", { description: "Your email address is confirmed. You can log in now." });
  }, [confirmed]);

  if (session.status === "signed-in") {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== "/login" ? from : "/"} replace />;
  }

  const signingUp = mode === "sign-up";
  return (
    <AuthCard
      title={signingUp ? "Sign Up" : "Log In"}
      description={signingUp ? "Create an account for the shop." : "Log in to continue to the shop."}
    >
      {signingUp ? (
        <SignUpForm
          onSignedUp={(signedUpEmail) => {
            setEmail(signedUpEmail);
            setMode("log-in");
          }}
        />
      ) : (
        <LogInForm key={email} defaultEmail={email} />
      )}
      <p className="mt-6 flex items-center justify-center gap-1 text-sm text-muted-foreground">
        {signingUp ? "Already have an account?" : "Don't have an account?"}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => setMode(signingUp ? "log-in" : "sign-up")}>
          {signingUp ? "Log In" : "Sign Up"}
        </Button>
      </p>
    </AuthCard>
  );
}
