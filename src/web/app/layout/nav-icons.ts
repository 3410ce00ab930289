import {
  BellIcon,
  CalendarDaysIcon,
  CarIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  ContactIcon,
  LayoutDashboardIcon,
  ReceiptTextIcon,
  type LucideIcon,
  SettingsIcon,
  TicketIcon,
  UsersIcon,
  WrenchIcon,
} from "lucide-react";
import type { AppRoute } from "@/shared/auth/routes";

/** The icon of each page of the route table; the collapsed sidebar shows only these. */
export const NAV_ICONS: Record<AppRoute["path"], LucideIcon> = {
  "/": LayoutDashboardIcon,
  "/service-tickets": TicketIcon,
  "/vehicles": CarIcon,
  "/vehicles/:id": CarIcon,
  "/services": WrenchIcon,
  "/services/:id": WrenchIcon,
  "/jobcards": ClipboardListIcon,
  "/jobcards/:id": ClipboardListIcon,
  "/jobcards/:id/print": ClipboardListIcon,
  "/calendar": CalendarDaysIcon,
  "/invoices": ReceiptTextIcon,
  "/invoices/:id": ReceiptTextIcon,
  "/invoices/:id/print": ReceiptTextIcon,
  "/customers": ContactIcon,
  "/customers/:id": ContactIcon,
  "/reminders": BellIcon,
  "/reports": ChartColumnIcon,
  "/users": UsersIcon,
  "/settings": SettingsIcon,
};
