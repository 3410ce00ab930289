import { RequestAppointmentPage } from "@/web/features/calendar/components/request-appointment-page";

export default function RequestAppointmentRoute() {
  return <RequestAppointmentPage />;
}
