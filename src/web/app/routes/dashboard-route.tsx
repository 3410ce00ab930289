import { can } from "@/shared/auth/permissions";
import { TodaysAppointmentsCard } from "@/web/features/calendar/components/todays-appointments-card";
import { DashboardPage } from "@/web/features/dashboard/components/dashboard-page";
import { useSession } from "@/web/lib/auth/use-session";
import { UniversalSearch } from "@/web/features/search/components/universal-search";

export default function DashboardRoute() {
  const role = useSession().role;
  return (
    <DashboardPage
      appointments={can(role, "calendar:view") ? <TodaysAppointmentsCard /> : null}
      search={
        <UniversalSearch
          // No "search" in its name: the header's box is "Search", and names holding it would be ambiguous.
          label="Find by VIN, customer, or ticket number"
          placeholder="Search by VIN, customer, or ticket number..."
          withButton
          className="relative max-w-2xl"
          panelClassName="inset-x-0"
        />
      }
    />
  );
}
