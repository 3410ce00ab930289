import { CalendarPage } from "@/web/features/calendar/components/calendar-page";
import { CustomerPicker } from "@/web/features/customers/components/customer-picker";

/** The Calendar, with the customers feature's picker for its appointment form. */
export default function CalendarRoute() {
  return <CalendarPage CustomerPicker={CustomerPicker} />;
}
