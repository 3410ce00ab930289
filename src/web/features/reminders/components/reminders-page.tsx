import { useState } from "react";
import { REMINDER_LIST_STATES, type Reminder, type ReminderListState } from "@/shared/schemas/reminders";
import { REMINDER_KIND_LABELS } from "@/shared/constants/customers";
import { PageHeader } from "@/web/components/layout/page-header";
import { ListTable } from "@/web/components/list-table";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Badge } from "@/web/components/ui/badge";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { Tabs, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-error";
import { useReminders } from "../api/reminders";
import { AlertMessage } from "@/web/components/ui/alert-message";

const TAB_LABELS: Record<ReminderListState, string> = { due: "Due", sent: "Sent", failed: "Failed" };
const EMPTY: Record<ReminderListState, string> = {
  due: "Nothing is due for customers who agreed to reminders.",
  sent: "No reminders have been sent yet.",
  failed: "No reminders failed.",
};
const COLUMNS = ["Customer", "Vehicle", "What Is Due", "Due", "Mail"] as const;

/** When the mail goes, went or was last tried, in words. */
function mailText(reminder: Reminder): string {
  if (reminder.state === "sent") return `Sent ${reminder.sentAt?.slice(0, 10) ?? ""}`.trim();
  if (reminder.state === "failed") return `Failed after ${reminder.attempts} tries${reminder.lastError ? `: ${reminder.lastError}` : ""}`;
  if (reminder.attempts > 0) return `Tried ${reminder.attempts} ${reminder.attempts === 1 ? "time" : "times"}, trying again`;
  return `Goes ${reminder.sendDate}`;
}

function whatIsDue(reminder: Reminder): string {
  return `${REMINDER_KIND_LABELS[reminder.kind]}: ${reminder.description}`;
}

const keyOf = (reminder: Reminder) => reminder.id ?? `${reminder.customer.id} ${reminder.kind} ${reminder.description} ${reminder.dueDate}`;

/** Reminders: what is due, what was sent and what failed, one line per reminder (cards on a phone). */
export function RemindersPage() {
  const [state, setState] = useState<ReminderListState>("due");
  const reminders = useReminders(state);
  const rows = reminders.data ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title="Reminders" description="Mails that bring vehicles back: due services, declined work and appointments." />
      <Tabs value={state} onValueChange={(value) => setState(value as ReminderListState)}>
        <TabsList aria-label="Reminders to show">
          {REMINDER_LIST_STATES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {reminders.error ? <AlertMessage>{errorMessage(reminders.error)}</AlertMessage> : (
        <ListTable
          columns={COLUMNS}
          rows={rows}
          loading={reminders.isPending}
          loadingLabel="Loading reminders"
          emptyMessage={EMPTY[state]}
          renderRow={(reminder) => (
            <TableRow key={keyOf(reminder)}>
              <TableCell>{reminder.customer.name}</TableCell>
              <TableCell>{reminder.vehicle || "N/A"}</TableCell>
              <TableCell className="whitespace-normal">{whatIsDue(reminder)}</TableCell>
              <TableCell>{reminder.dueDate}</TableCell>
              <TableCell className="whitespace-normal">{mailText(reminder)}</TableCell>
            </TableRow>
          )}
          cards={{
            label: "Reminders",
            rowKey: keyOf,
            renderCard: (reminder) => (
              <RecordCard
                title={reminder.customer.name}
                badge={<Badge variant="outline">{REMINDER_KIND_LABELS[reminder.kind]}</Badge>}
                fields={[
                  { label: "Vehicle", value: reminder.vehicle },
                  { label: "What Is Due", value: reminder.description },
                  { label: "Due", value: reminder.dueDate },
                  { label: "Mail", value: mailText(reminder) },
                ]}
              />
            ),
          }}
        />
      )}
    </div>
  );
}
