import { useEffect } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { ProfileForm } from "./profile-form";

export function ProfileTab() {
  const session = useSession();

  // The shell's guard normally sends a signed-out visitor to /login before this renders.
  useEffect(() => {
    if (session.status === "signed-out") {
      toast.error("Not Authenticated", { description: "Please log in to view your profile." });
    }
  }, [session.status]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and shop as the rest of the workshop sees them.</CardDescription>
      </CardHeader>
      <CardContent>
        {session.status === "loading" ? (
          <Spinner aria-label="Loading your profile" />
        ) : session.status === "signed-in" ? (
          <ProfileForm profile={session.profile} />
        ) : (
          <p className="text-sm text-muted-foreground">Please log in to view your profile.</p>
        )}
      </CardContent>
    </Card>
  );
}
