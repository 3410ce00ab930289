import { REMINDER_KIND_LABELS } from "@/shared/constants/customers";
import type { Customer } from "@/shared/schemas/customers";
import type { Reminder } from "@/shared/schemas/reminders";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { formatDate } from "@/web/lib/format-date-time";
import { useCustomerReminders } from "../api/customer-reminders";
import { AlertMessage } from "@/web/components/ui/alert-message";

const dayFormatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A shop's day (YYYY-MM-DD) as the reader writes dates: read at its noon, so no time zone moves it. */
function formatDay(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  return Number.isNaN(date.getTime()) ? day : dayFormatter.format(date);
}

/** Whether reminders reach the customer now, and since when they stopped them. */
function consentText(customer: Customer): string {
  if (customer.remindersStoppedAt) return `Stopped reminders on ${formatDate(customer.remindersStoppedAt)}, through the link in a mail.`;
  return customer.remindersAgreed ? "Agrees to reminders by e-mail." : "Has not agreed to reminders.";
}

function ReminderLine({ reminder }: { reminder: Reminder }) {
  const failed = reminder.state === "failed";
  return (
    <li className="grid gap-1 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{reminder.sentAt ? formatDate(reminder.sentAt) : formatDay(reminder.sendDate)}</span>
        <Badge variant="outline">{REMINDER_KIND_LABELS[reminder.kind]}</Badge>
        <Badge variant={failed ? "destructive" : "secondary"}>{failed ? "Failed" : "Sent"}</Badge>
      </div>
      {reminder.vehicle ? <span className="break-words">{reminder.vehicle}</span> : null}
      <span className="break-words text-muted-foreground">{reminder.description}</span>
      {failed ? (
        <span className="break-words text-destructive">
          Failed after {reminder.attempts} {reminder.attempts === 1 ? "try" : "tries"}
          {reminder.lastError ? `: ${reminder.lastError}` : "."}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Reminders: each mail sent to the customer or given up on, newest first, with whether they
 * still agree to reminders or stopped them (and when).
 */
export function CustomerRemindersCard({ customer }: { customer: Customer }) {
  const { reminders, error } = useCustomerReminders(customer.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Reminders</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm">{consentText(customer)}</p>
        {error ? <AlertMessage>{errorMessage(error)}</AlertMessage> : !reminders ? (
          <Spinner aria-label="Loading reminders" />
        ) : reminders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reminders have been mailed to this customer.</p>
        ) : (
          <ul role="list" aria-label="Reminders mailed" className="divide-y">
            {reminders.map((reminder) => (
              <ReminderLine key={reminder.id ?? `${reminder.kind} ${reminder.dueDate} ${reminder.description}`} reminder={reminder} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
