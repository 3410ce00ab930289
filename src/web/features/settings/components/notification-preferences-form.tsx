import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { notificationPreferencesSchema, type NotificationPreferencesInput } from "@/shared/schemas/account";
import type { Profile } from "@/shared/schemas/account-responses";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";

const CHOICES = [
  {
    name: "notifyEmailBookings",
    label: "Email notifications for new service bookings",
    note: "An e-mail when a new service is booked.",
  },
  {
    name: "notifySmsUrgent",
    label: "SMS notifications for urgent issues",
    note: "A text message when something urgent comes up.",
  },
] as const;

/** The two choices (e-mail for new bookings, SMS for urgent issues), kept on the profile for every device. */
export function NotificationPreferencesForm({ profile }: { profile: Profile }) {
  const id = useId();
  const save = useUpdateNotificationPreferences();
  const form = useForm<NotificationPreferencesInput>({
    resolver: zodResolver(notificationPreferencesSchema),
    // The session is re-read every 30 s: follow it, but never over an unsaved choice.
    values: { notifyEmailBookings: profile.notifyEmailBookings, notifySmsUrgent: profile.notifySmsUrgent },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit(async (preferences) => {
    try {
      const { profile: saved } = await save.mutateAsync(preferences);
      form.reset({ notifyEmailBookings: saved.notifyEmailBookings, notifySmsUrgent: saved.notifySmsUrgent });
      toast.success("Preferences Saved", { description: "Your notification preferences were saved." });
    } catch (error) {
      toast.error("Could not save preferences", { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="sr-only">Notify me by</legend>
        {CHOICES.map((choice) => (
          <Controller
            key={choice.name}
            control={form.control}
            name={choice.name}
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-${choice.name}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-${choice.name}-note`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${choice.name}`}>{choice.label}</Label>
                  <p id={`${id}-${choice.name}-note`} className="text-sm text-muted-foreground">
                    {choice.note}
                  </p>
                </div>
              </div>
            )}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-label="Saving" /> : null}
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
