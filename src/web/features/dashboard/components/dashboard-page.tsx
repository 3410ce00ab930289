import { useMemo, type ReactNode } from "react";
import { CarIcon, DollarSignIcon, WrenchIcon } from "lucide-react";
import { can } from "@/shared/auth/permissions";
import { formatMoney } from "@/shared/format/money";
import { PageHeader } from "@/web/components/layout/page-header";
import { useSession } from "@/web/lib/auth/use-session";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { useServerActivity } from "../api/get-activity";
import { useNow } from "@/web/lib/use-now";
import { dashboardStats } from "../utils/dashboard-stats";
import { localDateKey } from "@/web/lib/date-keys";
import { localActivity, mergeActivity } from "../utils/recent-activity";
import { upcomingServices } from "../utils/upcoming-services";
import { RecentActivityCard } from "./recent-activity-card";
import { StatCard } from "./stat-card";
import { UpcomingServicesCard } from "./upcoming-services-card";

interface DashboardPageProps {
  /** The universal search field (built by the search feature). */
  search?: ReactNode;
  /** Today's Appointments (built by the calendar feature), for roles that see the calendar. */
  appointments?: ReactNode;
}

/** Dashboard Overview: the shop at a glance. */
export function DashboardPage({ search, appointments }: DashboardPageProps) {
  const vehicles = useLocalCollection(vehiclesStore);
  const services = useLocalCollection(servicesStore);
  const currencySymbol = useCurrencySymbol();
  const role = useSession().role;
  const server = useServerActivity({ enabled: can(role, "tickets:list") || can(role, "job-cards:list") });
  const now = useNow();
  // Figures follow the calendar: they are worked out again when the day changes.
  const today = localDateKey(new Date(now));

  const stats = useMemo(() => dashboardStats(vehicles, services, dateOf(today)), [vehicles, services, today]);
  const upcoming = useMemo(() => upcomingServices(vehicles, services, dateOf(today)), [vehicles, services, today]);
  const local = useMemo(() => localActivity(vehicles, services), [vehicles, services]);
  const activity = useMemo(() => mergeActivity(local, server.data?.activity ?? []), [local, server.data]);

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard Overview" description="Your shop at a glance." />
      {search}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="Total Vehicles" value={String(stats.totalVehicles)} icon={CarIcon} />
        <StatCard title="Active Services" value={String(stats.activeServices)} icon={WrenchIcon} />
        <StatCard title="Revenue (This Month)" value={formatMoney(stats.revenueThisMonth, currencySymbol)} icon={DollarSignIcon} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {appointments}
        <RecentActivityCard
          entries={activity}
          loading={server.isPending && server.fetchStatus !== "idle"}
          serverFailed={server.isError}
          now={now}
        />
        <UpcomingServicesCard items={upcoming} today={today} />
      </div>
    </div>
  );
}

/** Noon of a calendar day: the same day in any time zone shift of a few hours. */
function dateOf(key: string): Date {
  return new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)), 12);
}
