import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragOverEvent } from "@dnd-kit/core";
import { can } from "@/shared/auth/permissions";
import type { Appointment } from "@/shared/schemas/appointments";
import type { Technician } from "@/shared/schemas/technician-responses";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useSession } from "@/web/lib/auth/use-session";
import { useNarrowScreen } from "@/web/lib/use-narrow-screen";
import { useTechnicians } from "@/web/lib/use-technicians";
import { useAppointments } from "../api/get-appointments";
import { useShopCalendar } from "../api/get-shop-calendar";
import { useMoveWithFeedback } from "../hooks/use-move-with-feedback";
import { useNow } from "@/web/lib/use-now";
import { calendarColumns, type Grouping } from "../utils/calendar-columns";
import { describeTarget, moveFor, type DropTarget } from "../utils/drop-target";
import { startEdgeCollision } from "../utils/start-edge-collision";
import { addDays, dayKeyAt, daySlots, dayTitle, rangeOf, shortDayTitle, weekdayIndex, weekOf, type DayKey } from "../utils/shop-time";
import { AppointmentCardList } from "./appointment-card-list";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { AppointmentFormDialog, type CustomerPickerComponent } from "./appointment-form-dialog";
import { CalendarToolbar, type CalendarView } from "./calendar-toolbar";
import { DayGrid } from "./day-grid";
import { MoveAppointmentDialog } from "./move-appointment-dialog";
import { WeekGrid } from "./week-grid";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface CalendarPageProps {
  /** The customers feature's picker, put in by the route module. */
  CustomerPicker: CustomerPickerComponent;
}

const DAY_PARAM = /^\d{4}-\d{2}-\d{2}$/;

/** The Calendar: appointments by bay or technician, a day or a week at a time, in the shop's time zone. */
export function CalendarPage({ CustomerPicker }: CalendarPageProps) {
  const session = useSession();
  const canManage = can(session.role, "calendar:manage");
  const ownId = canManage ? undefined : (session.profile?.userId ?? undefined);
  const shop = useShopCalendar();
  const staff = useTechnicians({ enabled: canManage });
  const narrow = useNarrowScreen();
  const [view, setView] = useState<CalendarView>("day");
  const [grouping, setGrouping] = useState<Grouping>("bay");
  // The day shown is in the address (?date=2026-03-08), so it can be linked to and survives a reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const dateParam = searchParams.get("date");
  const chosenDay = dateParam && DAY_PARAM.test(dateParam) ? dateParam : null;
  const setChosenDay = (next: DayKey) => setSearchParams((params) => {
    params.set("date", next);
    return params;
  }, { replace: true });
  const [opened, setOpened] = useState<Appointment | null>(null);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [editing, setEditing] = useState<Appointment | "new" | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const { move } = useMoveWithFeedback();
  const now = useNow();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));

  const calendar = shop.data;
  const timeZone = calendar?.timeZone ?? "UTC";
  const day = chosenDay ?? dayKeyAt(now, timeZone);
  const days = view === "day" ? [day] : weekOf(day);
  const range = calendar ? { ...rangeOf(days[0]!, days.at(-1)!, timeZone), technicianId: ownId } : null;
  const appointments = useAppointments(range);
  const list = useMemo(() => appointments.data ?? [], [appointments.data]);

  const technicians: Technician[] = canManage
    ? (staff.data?.technicians ?? [])
    : session.profile
      ? [{ userId: session.profile.userId, name: session.profile.name, email: session.profile.email }]
      : [];
  const columns = calendarColumns(grouping, calendar?.bays ?? [], technicians, list);

  if (shop.isError) return <Failure title="Calendar" message={errorMessage(shop.error)} />;
  if (!calendar) return <p className="text-sm text-muted-foreground">Loading the calendar...</p>;

  const dayRange = rangeOf(day, day, timeZone);
  const slots = daySlots(
    day,
    calendar.openingHours[weekdayIndex(day)],
    calendar.slotMinutes,
    timeZone,
    list.map((appointment) => Date.parse(appointment.startsAt)).filter((start) => start >= Date.parse(dayRange.from) && start < Date.parse(dayRange.to)),
  );
  const title = view === "day" ? dayTitle(day) : `${shortDayTitle(days[0]!)} – ${shortDayTitle(days.at(-1)!)}`;
  const groupName = grouping === "bay" ? "Bays" : "Technicians";

  function targetOf(event: DragOverEvent | DragEndEvent): DropTarget | null {
    return (event.over?.data.current as { target?: DropTarget } | undefined)?.target ?? null;
  }
  function appointmentOf(event: DragOverEvent | DragEndEvent): Appointment | null {
    return (event.active.data.current as { appointment?: Appointment } | undefined)?.appointment ?? null;
  }

  return (
    <div>
      <PageHeader
        title="Calendar"
        description={`Times in the shop's time zone (${timeZone}).${canManage ? "" : " Your own appointments."}`}
        actions={
          canManage ? (
            <Button type="button" onClick={() => setEditing("new")}>
              New Appointment
            </Button>
          ) : null
        }
      />
      <CalendarToolbar
        view={view}
        grouping={grouping}
        title={title}
        onView={setView}
        onGrouping={setGrouping}
        onToday={() => setChosenDay(dayKeyAt(Date.now(), timeZone))}
        onStep={(direction) => setChosenDay(addDays(day, direction * (view === "day" ? 1 : 7)))}
      />
      {appointments.isError ? (
        <p role="alert" className="mb-2 text-sm text-destructive">
          Appointments could not be loaded: {errorMessage(appointments.error)}
        </p>
      ) : null}
      <p aria-live="polite" className="mb-2 min-h-5 text-sm text-amber-800 dark:text-amber-200">
        {hover}
      </p>
      {narrow ? (
        <AppointmentCardList days={days} columns={columns} appointments={list} grouping={grouping} timeZone={timeZone} movable={canManage} onOpen={setOpened} onMove={setMoving} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={startEdgeCollision}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => `Picked up ${(active.data.current as { appointment?: Appointment } | undefined)?.appointment?.customerName ?? "the appointment"}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
              onDragOver: ({ over }) => {
                const target = (over?.data.current as { target?: DropTarget } | undefined)?.target;
                return target ? `Over ${describeTarget(target, timeZone)}.` : "Not over a slot.";
              },
              onDragEnd: ({ over }) => {
                const target = (over?.data.current as { target?: DropTarget } | undefined)?.target;
                return target ? `Dropped on ${describeTarget(target, timeZone)}.` : "Dropped where it was.";
              },
              onDragCancel: () => "Move cancelled; the appointment stays where it was.",
            },
          }}
          onDragOver={(event) => {
            const target = targetOf(event);
            const appointment = appointmentOf(event);
            if (!target || !appointment) return setHover(null);
            const known = appointment.warnings.map((warning) => warning.message).join(" ");
            setHover(`Moving ${appointment.customerName} to ${describeTarget(target, timeZone)}. The server checks the bay and technician and warns of any clash.${known ? ` Now: ${known}` : ""}`);
          }}
          onDragCancel={() => setHover(null)}
          onDragEnd={(event) => {
            setHover(null);
            const target = targetOf(event);
            const appointment = appointmentOf(event);
            if (target && appointment) move(appointment, moveFor(appointment, target, grouping, timeZone));
          }}
        >
          {view === "day" ? (
            <DayGrid
              label={`${groupName} on ${dayTitle(day)}`}
              slots={slots}
              slotMinutes={calendar.slotMinutes}
              columns={columns}
              appointments={list}
              grouping={grouping}
              timeZone={timeZone}
              movable={canManage}
              onOpen={setOpened}
              onMove={setMoving}
            />
          ) : (
            <WeekGrid label={`${groupName}, week of ${dayTitle(days[0]!)}`} days={days} columns={columns} appointments={list} grouping={grouping} timeZone={timeZone} movable={canManage} onOpen={setOpened} onMove={setMoving} />
          )}
        </DndContext>
      )}
      {view === "day" && slots.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">The shop is closed on this day.</p> : null}
      <MoveAppointmentDialog appointment={moving} bays={calendar.bays} technicians={technicians} timeZone={timeZone} onClose={() => setMoving(null)} />
      <AppointmentDetailsDialog
        appointment={opened ? (list.find((candidate) => candidate.id === opened.id) ?? opened) : null}
        calendar={calendar}
        technicians={technicians}
        canManage={canManage}
        onClose={() => setOpened(null)}
        onEdit={(appointment) => {
          setOpened(null);
          setEditing(appointment);
        }}
        onMove={(appointment) => {
          setOpened(null);
          setMoving(appointment);
        }}
      />
      {canManage ? (
        <AppointmentFormDialog
          editing={editing}
          calendar={calendar}
          technicians={technicians}
          CustomerPicker={CustomerPicker}
          defaultStart={slots[0]?.start ?? Date.parse(dayRange.from)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function Failure({ title, message }: { title: string; message: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <AlertMessage>The calendar could not be loaded: {message}</AlertMessage>
    </div>
  );
}

